import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { CmsIcon } from './cms-icon';

describe('CmsIcon', () => {
  it('draws the file as a mask in the brand colour, hidden when decorative', async () => {
    const { container } = render(<CmsIcon icon={{ url: '/media/icons/mensen.svg', alt: '' }} size={56} />);
    const icon = container.querySelector('.bk-cms-icon') as HTMLElement;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.style.getPropertyValue('--bk-cms-icon')).toBe('url("/media/icons/mensen.svg")');
    expect(icon.style.inlineSize).toBe('56px');
    await expectNoAxeViolations(container);
  });

  it('is an image named by its alt text when it has one', async () => {
    const { container } = render(<CmsIcon icon={{ url: '/media/icons/hart.svg', alt: 'Hart' }} size={48} />);
    expect(screen.getByRole('img', { name: 'Hart' })).toHaveClass('bk-cms-icon');
    await expectNoAxeViolations(container);
  });
});
