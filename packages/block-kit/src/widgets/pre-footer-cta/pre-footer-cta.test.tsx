import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { PreFooterCta } from './pre-footer-cta';

describe('PreFooterCta', { timeout: 30_000 }, () => {
  it('shows the title and both links as buttons', async () => {
    const block = fixtureBlock('pre_footer_cta', 'preFooterCta');
    const { container } = renderWithI18n(<PreFooterCta {...block} />);
    expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: block.primaryLink!.title })).toHaveClass('bk-button--primary');
    expect(screen.getByRole('link', { name: new RegExp(block.secondaryLink!.title) })).toHaveClass(
      'bk-button--secondary',
    );
    await expectNoAxeViolations(container);
  });
});
