import type { Answer, EditableBlock } from '@dementie/api-client';
import { serializeEditableDocument } from '@dementie/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlayer } from '../test-support/render-player';
import { demoCourse } from '../testing/demo-course';
import type { MemoryCourse } from '../testing/memory-backend';

/*
 * A video block shows only a player of the hosts of spec 2 §2.8 (YouTube, Vimeo, the NPO) or a video
 * file of the course (api-client `videoSourceKind`): whatever else a stored document holds never
 * becomes a frame, with or without the page's Content-Security-Policy.
 */

const [chapter1, chapter2] = demoCourse.chapters as [
  MemoryCourse['chapters'][number],
  MemoryCourse['chapters'][number],
];
const statement = [...(chapter1.activities ?? []), ...(chapter2.activities ?? [])].find(
  (activity) => activity.content.id === 114,
) as NonNullable<MemoryCourse['chapters'][number]['activities']>[number];

/** The demo's statement activity alone, its first answer a text and a video of `url`. */
function courseWithVideo(url: string): MemoryCourse {
  const blocks: EditableBlock[] = [
    {
      Kind: 'Text',
      Content: {
        highlighted: false,
        rteContent: JSON.stringify({ blocks: [{ type: 'unstyled', text: 'Helemaal mee eens' }] }),
      },
    },
    { Kind: 'Video', Content: { url, autoplay: false } },
  ];
  const answers = (statement.answers ?? []).map(
    (answer, index): Answer =>
      index === 0 ? { ...answer, content: serializeEditableDocument(blocks) } : answer,
  );
  return { ...demoCourse, chapters: [{ ...chapter1, activities: [{ ...statement, answers }] }] };
}

async function answerItem(url: string, marketingConsent = true): Promise<HTMLElement> {
  renderPlayer({ course: courseWithVideo(url), props: { marketingConsent } });
  const answer = await screen.findByRole('button', { name: 'Helemaal mee eens' });
  return answer.closest('li') as HTMLElement;
}

describe('ActivityVideo: only the video hosts of spec 2 §2.8', () => {
  it.each([
    [
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?'],
    ['https://start-player.npo.nl/embed/WO_NOS_123', 'https://start-player.npo.nl/embed/WO_NOS_123?'],
  ])('frames %s', async (url, framed) => {
    const item = await answerItem(url);
    expect(within(item).getByTitle('Video bij deze les').getAttribute('src')).toMatch(
      new RegExp(`^${framed.replace(/[.?]/g, '\\$&')}`),
    );
  });

  it('plays a video file of the course itself', async () => {
    const item = await answerItem('/api/elearning/media/uitleg.mp4');
    expect(item.querySelector('video')).toHaveAttribute('src', '/api/elearning/media/uitleg.mp4');
    expect(item.querySelector('iframe')).toBeNull();
  });

  it.each([
    'data:text/html,<script>parent.alert(document.cookie)</script>',
    'javascript:alert(1)',
    'https://evil.test/embed/x',
    'https://www.youtube.com.evil.test/embed/x',
    'http://www.youtube.com/embed/aqz-KE-bpKQ',
    '//evil.test/embed/x',
    '/\\evil.test/video.mp4',
    'https://evil.test/video.mp4',
    '/blobstorage/pictures/page.html',
  ])('shows nothing for %j: no frame, no video, no cookie question', async (url) => {
    for (const consent of [true, false]) {
      const item = await answerItem(url, consent);
      expect(item.querySelector('iframe, video, .ep-video')).toBeNull();
      expect(within(item).queryByText('Accepteer cookies om de video te kunnen bekijken.')).toBeNull();
      cleanup();
    }
  });
});
