import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { ImportantLinks } from './important-links';

describe('ImportantLinks', { timeout: 30_000 }, () => {
  it('lists the links and marks external ones', async () => {
    const block = fixtureBlock('important_links', 'importantLinks');
    const { container } = renderWithI18n(<ImportantLinks {...block} />);
    const nav = screen.getByRole('navigation', { name: block.title });
    expect(
      within(nav).getByRole('link', { name: 'Dementielijn (opent een andere website)' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Wat is dementie?' })).toHaveAttribute(
      'href',
      '/wat-is-dementie',
    );
    await expectNoAxeViolations(container);
  });
});
