import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology: the busy control says what is happening', () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector('[data-spinner]')).toHaveAttribute('aria-hidden', 'true');
  });
});
