import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { TagCloud } from './tag-cloud';

describe('TagCloud', { timeout: 30_000 }, () => {
  it('links every tag', async () => {
    const block = fixtureBlock('tag_cloud', 'tagCloud');
    const { container } = renderWithI18n(<TagCloud {...block} />);
    expect(within(screen.getByRole('navigation', { name: block.title })).getAllByRole('link')).toHaveLength(
      block.tags.length,
    );
    await expectNoAxeViolations(container);
  });
});
