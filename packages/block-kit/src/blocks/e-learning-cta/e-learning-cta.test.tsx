import { paragraphFixtures, paragraphFixtureVariants } from '@dementie/cms-model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { blockFrom, renderBlocks } from '../test-support/render-blocks';

describe('e-learning CTA (spec 2 §3.3, §4)', () => {
  it('question design: no answer selected, then the chosen answer and its feedback', async () => {
    const user = userEvent.setup();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.e_learning_call_to_action)]);
    const group = screen.getByRole('group', { name: 'Kies een antwoord' });
    const answers = within(group).getAllByRole('button');
    expect(answers.every((a) => a.getAttribute('aria-pressed') === 'false')).toBe(true);
    await user.click(
      screen.getByRole('button', { name: 'Ik geef het geld rustig terug en leg uit waarom.' }),
    );
    expect(answers[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'Uitleg bij je antwoord' })).toHaveTextContent('Goed zo!');
    expect(screen.getByRole('link', { name: 'Doe de hele training' })).toHaveAttribute(
      'href',
      '/trainingen/2',
    );
    await expectNoAxeViolations(container);
  });

  it('start-training design: text and the start link, no answers', () => {
    renderBlocks([blockFrom(paragraphFixtureVariants.eLearningStartTraining)]);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start de training' })).toHaveAttribute('href', '/trainingen/2');
  });
});
