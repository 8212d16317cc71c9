import type { Course } from '@dementie/api-client';
import { type Block, type BlockOfKind, paragraphFixtures } from '@dementie/cms-model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { blockFrom, pageBlocksHtml, renderBlocks } from '../test-support/render-blocks';

const courses: Course[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  name: `Training ${id}`,
  overviewDescription: `Over training ${id}`,
  description: '',
}));

describe('trainings overview (spec 2 §2.6, §4)', () => {
  it('loads the trainings asynchronously, starts collapsed and expands', async () => {
    const user = userEvent.setup();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.trainings_overview)], {
      data: {
        loadTrainings: async () => ({ kind: 'loaded', value: courses }),
        trainingUrl: (id) => `/training/${id}`,
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('De inhoud wordt geladen...');
    const toggle = await screen.findByRole('button', { name: 'Bekijk alle trainingen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Toon minder trainingen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Training 5' })).toHaveAttribute('href', '/training/5');
    await expectNoAxeViolations(container);
  });

  it('lists the trainings that came with the page in its first render, without loading them', () => {
    const overview = blockFrom(paragraphFixtures.trainings_overview) as BlockOfKind<'trainingsOverview'>;
    const block: Block = { ...overview, trainings: courses };
    const loadTrainings = vi.fn(async () => ({ kind: 'loaded' as const, value: [] }));
    const html = pageBlocksHtml([block], { loadTrainings });
    expect(html).not.toContain('De inhoud wordt geladen...');
    expect(html).toContain('Training 1');
    expect(html).toContain('Training 3');
    expect(html).not.toContain('Training 4');
    // Without scripts the expand button could do nothing: a link to every training is in its place.
    expect(html).toMatch(
      /<a class="bk-button bk-button--secondary bk-trainings__all" href="\/trainingen">Bekijk alle trainingen<\/a>/,
    );
    renderBlocks([block], { data: { loadTrainings } });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(loadTrainings).not.toHaveBeenCalled();
  });

  it('says so when the trainings cannot be loaded', async () => {
    renderBlocks([blockFrom(paragraphFixtures.trainings_overview)], {
      data: { loadTrainings: async () => ({ kind: 'connection-error', error: 'offline' }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('De trainingen konden niet worden geladen.');
  });
});
