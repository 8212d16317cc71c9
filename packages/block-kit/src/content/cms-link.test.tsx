import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { renderWithI18n } from '../primitives/test-support/render';
import { CmsLink } from './cms-link';

const website = {
  title: 'Naar de website',
  url: 'https://www.voorbeeld-organisatie.nl/',
  showAsButton: true,
  external: true,
};

describe('CmsLink', { timeout: 30_000 }, () => {
  it.each(['button', 'link'] as const)(
    'marks an external link shown as a %s with exactly one arrow and one hidden text',
    async (as) => {
      const { container } = renderWithI18n(<CmsLink link={website} as={as} />);
      const link = screen.getByRole('link', { name: 'Naar de website (opent een andere website)' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelectorAll('.bk-external-mark')).toHaveLength(1);
      expect(link.textContent?.match(/opent een andere website/g)).toHaveLength(1);
      await expectNoAxeViolations(container);
    },
  );

  it('follows the CMS flag: an internal link gets no arrow and no new tab', () => {
    renderWithI18n(
      <CmsLink link={{ title: 'Over ons', url: '/over-ons', showAsButton: true, external: false }} />,
    );
    const link = screen.getByRole('link', { name: 'Over ons' });
    expect(link).not.toHaveAttribute('target');
    expect(link.querySelector('.bk-external-mark')).toBeNull();
  });
});
