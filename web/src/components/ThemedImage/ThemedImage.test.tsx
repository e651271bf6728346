import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemedImage } from './ThemedImage';

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
});
