import type { Answer, EditableBlock } from '@dementie/api-client';
import { serializeEditableDocument } from '@dementie/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { renderPlayer } from '../test-support/render-player';
import { demoCourse } from '../testing/demo-course';
import type { MemoryCourse } from '../testing/memory-backend';

/*
 * Decision 0045: every block an editor may save in an answer or an activity is shown to visitors: an
 * answer's image (inside its button, its alt text part of the button's name) or video (above the
 * button), and an expandable's icon.
 */

const text = (value: string): EditableBlock => ({
  Kind: 'Text',
  Content: {
    highlighted: false,
    rteContent: JSON.stringify({ blocks: [{ type: 'unstyled', text: value }] }),
  },
});
const image = (alt: string): EditableBlock => ({
  Kind: 'Image',
  Content: { url: '/blobstorage/pictures/winkel.jpg', alt, crops: [] },
});
const video: EditableBlock = {
  Kind: 'Video',
  Content: { url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', autoplay: false },
};

const [chapter1, chapter2] = demoCourse.chapters as [
  MemoryCourse['chapters'][number],
  MemoryCourse['chapters'][number],
];
const activityById = (id: number) =>
  [...(chapter1.activities ?? []), ...(chapter2.activities ?? [])].find(
    (activity) => activity.content.id === id,
  ) as NonNullable<MemoryCourse['chapters'][number]['activities']>[number];

/** A one-activity course: the demo activity `id`, its answers' documents replaced by `documents`. */
function courseWith(id: number, documents: readonly (readonly EditableBlock[])[]): MemoryCourse {
  const activity = activityById(id);
  const answers = (activity.answers ?? []).map((answer, index): Answer => {
    const blocks = documents[index];
    if (!blocks) return answer;
    const serialized = serializeEditableDocument(blocks);
    return answer.flipCardContent !== undefined || activity.content.kind === 'FlipCardMultipleChoiceQuestion'
      ? { ...answer, flipCardContent: serialized }
      : { ...answer, content: serialized };
  });
  return { ...demoCourse, chapters: [{ ...chapter1, activities: [{ ...activity, answers }] }] };
}

function setup(course: MemoryCourse) {
  return renderPlayer({ course, props: { marketingConsent: true } });
}

describe('Answer media for visitors (decision 0045)', () => {
  it('a click answer shows its image inside the button, named by text and alt', async () => {
    const { container } = setup(
      courseWith(113, [
        [text('Rustig vragen'), image('Een medewerker buigt zich naar een klant')],
        [image('Een lege kassa')],
      ]),
    );
    const first = await screen.findByRole('button', {
      name: /^Een medewerker buigt zich naar een klant\s*Rustig vragen$/,
    });
    // The picture and its variants (srcset), not some other image.
    const picture = within(first).getByRole('img');
    expect(picture.getAttribute('src')).toMatch(/^\/blobstorage\/pictures(-\d+)?\/winkel(_\d+)?\.jpg$/);
    expect(picture.getAttribute('srcset')).toContain('/blobstorage/pictures-800/winkel_800.jpg 800w');
    // Drawn at most 16rem wide in the answer (activities.css): the browser picks the variant for that.
    expect(picture).toHaveAttribute('sizes', '16rem');
    // An answer with only an image is named by its alt text.
    expect(screen.getByRole('button', { name: 'Een lege kassa' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a statement answer shows its video above its button', async () => {
    setup(courseWith(114, [[text('Helemaal mee eens'), video]]));
    const answer = await screen.findByRole('button', { name: 'Helemaal mee eens' });
    const item = answer.closest('li') as HTMLElement;
    const frame = within(item).getByTitle('Video bij deze les');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(answer.contains(frame)).toBe(false);
    // (axe cannot look into frames under jsdom: the journey checks this page with axe in Chromium.)
  });

  it('a drag answer shows its image in the answer and its video beside it', async () => {
    setup(
      courseWith(112, [
        [text('Zoekt woorden'), image('Iemand denkt na')],
        [text('Vergeet afspraken'), video],
      ]),
    );
    const withImage = await screen.findByRole('button', { name: /^Iemand denkt na\s*Zoekt woorden$/ });
    // Drawn at most 8rem wide in a drag answer (activities.css).
    expect(within(withImage).getByRole('img', { name: 'Iemand denkt na' })).toHaveAttribute('sizes', '8rem');
    const withVideo = screen.getByRole('button', { name: 'Vergeet afspraken' });
    expect(
      within(withVideo.closest('li') as HTMLElement).getByTitle('Video bij deze les'),
    ).toBeInTheDocument();
  });

  it('a flip card shows the video of its back once turned over', async () => {
    const course = courseWith(212, [[text('Achterkant'), video]]);
    const activity = course.chapters[0]?.activities?.[0];
    const correct = (activity?.answers ?? []).filter((answer) => answer.isCorrect);
    const { user } = setup(course);
    for (const answer of correct)
      await user.click(await screen.findByRole('button', { name: new RegExp(answer.title ?? '') }));
    await user.click(screen.getByRole('button', { name: 'Controleer je antwoord' }));
    const first = activity?.answers?.[0];
    await user.click(await screen.findByRole('button', { name: `Draai de kaart om: ${first?.title}` }));
    expect(screen.getByText('Achterkant')).toBeInTheDocument();
    expect(screen.getByTitle('Video bij deze les')).toBeInTheDocument();
  });
});

describe('Activity documents for visitors (decision 0045)', () => {
  it("an expandable shows the editor's icon before its title; the icon cannot run script", async () => {
    const icon =
      '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56"><circle cx="28" cy="28" r="20"/></svg>';
    const slide = activityById(211);
    const course: MemoryCourse = {
      ...demoCourse,
      chapters: [
        {
          ...chapter1,
          activities: [
            {
              ...slide,
              content: {
                ...slide.content,
                slideContent: serializeEditableDocument([
                  { Kind: 'Expandable', Content: { icon, title: 'Meer weten', description: 'Uitleg' } },
                ]),
              },
            },
          ],
        },
      ],
    };
    const { container } = setup(course);
    const summary = (await screen.findByText('Meer weten')).closest('summary') as HTMLElement;
    const drawn = summary.querySelector('img') as HTMLImageElement;
    expect(drawn.getAttribute('src')).toBe(`data:image/svg+xml,${encodeURIComponent(icon)}`);
    expect(drawn).toHaveAttribute('alt', '');
    expect(drawn).toHaveAttribute('width', '56');
    await expectNoAxeViolations(container);
  });
});
