import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import '../test-support/dom';
import { MediaColumns } from './media-columns';

describe('MediaColumns', { timeout: 30_000 }, () => {
  it('lays media out in one or two columns; videos wait for consent', async () => {
    const two = fixtureBlock('media_block', 'mediaBlock');
    const { container, unmount } = renderWithI18n(<MediaColumns {...two} />);
    expect(container.querySelector('.bk-media-columns--2')).not.toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    await expectNoAxeViolations(container);
    unmount();
    const one = fixtureBlock('mediaBlockOneColumn', 'mediaBlock');
    const { container: second } = renderWithI18n(<MediaColumns {...one} />);
    expect(second.querySelector('.bk-media-columns--1')).not.toBeNull();
  });
});
