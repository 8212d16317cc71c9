import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import '../test-support/dom';
import { SpecialHero } from './special-hero';

describe('SpecialHero', { timeout: 30_000 }, () => {
  it('renders the default and the visual-as-background variants', async () => {
    const block = fixtureBlock('special_hero', 'specialHero');
    const { container, unmount } = renderWithI18n(<SpecialHero {...block} />);
    // The page header holds the page's h1: the hero's title is a block title (h2 on a page).
    expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.querySelector('.bk-special-hero--default')).not.toBeNull();
    await expectNoAxeViolations(container);
    unmount();
    const background = fixtureBlock('specialHeroVisualAsBackground', 'specialHero');
    const { container: second } = renderWithI18n(<SpecialHero {...background} />);
    expect(second.querySelector('.bk-special-hero--visualAsBackground')).not.toBeNull();
  });

  it('shows an optional video behind the consent overlay', () => {
    const withVideo = fixtureBlock('specialHeroWithVideo', 'specialHero');
    const { container } = renderWithI18n(<SpecialHero {...withVideo} />);
    expect(screen.getByText('Accepteer cookies om de video te kunnen bekijken.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
