import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyThemedImage, ThemedImage } from './ThemedImage';

describe('ThemedImage', () => {
  it('renders the light and the dark picture, each marked for the scheme that shows it', () => {
    render(
      <ThemedImage
        src="/a.svg"
        srcDark="/a-dark.svg"
        alt="A screen"
        width={10}
        height={5}
        loading="lazy"
      />,
    );
    const [light, dark] = screen.getAllByRole('img', { name: 'A screen' });
    expect(light).toHaveAttribute('src', '/a.svg');
    expect(light).toHaveClass('tb-light-only');
    expect(dark).toHaveAttribute('src', '/a-dark.svg');
    expect(dark).toHaveClass('tb-dark-only');
    for (const img of [light, dark]) {
      expect(img).toHaveAttribute('width', '10');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('draws a screen lazily, decoded off the main thread, at its own size', () => {
    const shot = { src: '/b.svg', srcDark: '/b-dark.svg', width: 1200, height: 750 };
    render(<LazyThemedImage screen={shot} alt="B screen" className="big" />);
    const pictures = screen.getAllByRole('img', { name: 'B screen' });
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(['/b.svg', '/b-dark.svg']);
    for (const img of pictures) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '750');
      expect(img).toHaveClass('big');
    }
  });
});
