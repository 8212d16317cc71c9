import { type Answer, type EditableBlock, serializeEditableDocument } from '@dementie/api-client';
import { demoCourse } from '../testing/demo-course';
import type { MemoryActivity, MemoryCourse } from '../testing/memory-backend';

/*
 * The demo course with the API's root-relative addresses in every place the player draws one: rich
 * text with a link to a page of our site and a picture, Image blocks (a picture blob, whose variants
 * the player finds itself, and an image with stored crops), video files, answers' pictures and
 * videos, the flip cards' fronts and backs, and the summary pages' image, links and landing page.
 * For the tests of a player in another team's app, whose page is on another origin than the API.
 */

/** Raw rich text (spec 2 §3.7) with a link to a page of our site and a picture of the picker. */
function richText(text: string): EditableBlock {
  return {
    Kind: 'Text',
    Content: {
      highlighted: false,
      rteContent: JSON.stringify({
        blocks: [
          {
            key: 't',
            text: `${text} Lees meer`,
            type: 'unstyled',
            entityRanges: [{ offset: text.length + 1, length: 9, key: 0 }],
          },
          { key: 'i', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 1 }] },
        ],
        entityMap: {
          '0': { type: 'LINK', data: { url: '/wat-is-dementie', title: '', targetOption: '_self' } },
          '1': { type: 'IMAGE', data: { src: '/blobstorage/pictures/bankje.jpg', alt: 'Een bankje' } },
        },
      }),
    },
  };
}

const text = (value: string): EditableBlock => ({
  Kind: 'Text',
  Content: {
    highlighted: false,
    rteContent: JSON.stringify({ blocks: [{ type: 'unstyled', text: value }] }),
  },
});

/** A picture blob without stored crops: the player offers its variants (all root-relative). */
const picture = (alt: string): EditableBlock => ({
  Kind: 'Image',
  Content: { url: '/blobstorage/pictures/winkel.jpg', alt, crops: [] },
});

/** An image with its crops stored, as an upload leaves it. */
const croppedImage: EditableBlock = {
  Kind: 'Image',
  Content: {
    url: '/api/elearning/media/kassa.jpg',
    alt: 'Een kassa',
    crops: [
      { url: '/api/elearning/media/kassa_300.jpg', width: 300 },
      { url: '/api/elearning/media/kassa_800.jpg', width: 800 },
    ],
    width: 1200,
    height: 800,
  },
};

const videoFile: EditableBlock = {
  Kind: 'Video',
  Content: { url: '/api/elearning/media/uitleg.mp4', autoplay: false },
};

const doc = (...blocks: EditableBlock[]) => serializeEditableDocument(blocks);

function withContent(activity: MemoryActivity, patch: Partial<MemoryActivity['content']>): MemoryActivity {
  return { ...activity, content: { ...activity.content, ...patch } };
}

function withAnswers(
  activity: MemoryActivity,
  map: (answer: Answer, index: number) => Answer,
): MemoryActivity {
  return { ...activity, answers: (activity.answers ?? []).map(map) };
}

const byId = (id: number): MemoryActivity => {
  const found = demoCourse.chapters
    .flatMap((chapter) => chapter.activities)
    .find((activity) => activity.content.id === id);
  if (!found) throw new Error(`No demo activity ${id}`);
  return found;
};

const activities: Record<number, MemoryActivity> = {
  // Info slide: rich text, an image with crops, a video file.
  111: withContent(byId(111), { slideContent: doc(richText('Welkom!'), croppedImage, videoFile) }),
  // Drag question: its question text, and a picture in every answer.
  112: withAnswers(
    withContent(byId(112), { questionContent: doc(richText('Wat zie je?')) }),
    (answer, index) => ({
      ...answer,
      content: doc(text(`Signaal ${index + 1}`), picture(`Signaal ${index + 1}`)),
    }),
  ),
  // Click question (info-slide question): a picture in every answer, shown again on the feedback page.
  113: withAnswers(
    withContent(byId(113), { questionContent: doc(richText('Wat doe je eerst?')) }),
    (answer) => ({
      ...answer,
      content: doc(text(answer.content ?? ''), picture(`Plaatje bij ${answer.id}`)),
    }),
  ),
  // Statement: a video file with one answer, a picture with the others.
  114: withAnswers(
    withContent(byId(114), { questionContent: doc(richText('Wat vind jij?')) }),
    (answer, index) => ({
      ...answer,
      content: doc(text(`Stelling ${index + 1}`), index === 0 ? videoFile : picture(`Stelling ${index + 1}`)),
    }),
  ),
  211: withContent(byId(211), {
    slideContent: doc(richText('Rustig blijven.'), picture('Een rustige winkel')),
  }),
  // Flip card: every front a picture of the API, every back rich text and a video file.
  212: withAnswers(
    withContent(byId(212), { questionContent: doc(richText('Kies twee kaarten.')) }),
    (answer) => ({
      ...answer,
      image: {
        url: `/sharedblobstorage/pictures-400/kaart_${answer.id}.jpg`,
        alt: `Kaart ${answer.id}`,
        crops: [],
      },
      flipCardContent: doc(richText(`Achterkant ${answer.id}.`), videoFile),
    }),
  ),
};

const summary = demoCourse.summaryPage;
const achieved = summary.certificateAchievedBlock;

/** The demo course with root-relative media and links everywhere the player draws them. */
export const mediaCourse: MemoryCourse = {
  ...demoCourse,
  chapters: demoCourse.chapters.map((chapter) => ({
    ...chapter,
    activities: chapter.activities.map((activity) => activities[activity.content.id] ?? activity),
  })),
  summaryPage: {
    ...summary,
    content: doc(richText('Je bent klaar.'), picture('Een diploma')),
    image: { url: '/blobstorage/pictures/klaar.jpg', alt: 'Klaar', crops: [] },
    landingPage: '/einde-training',
    linkBlock: {
      title: 'Lees verder',
      items: [{ title: 'Tips voor thuis', intro: 'Tien tips.', link: '/tips' }],
    },
    ...(achieved
      ? {
          certificateAchievedBlock: {
            ...achieved,
            pageBlock: {
              ...achieved.pageBlock,
              overviewImage: { url: '/api/elearning/media/overzicht.png', alt: 'Overzicht', crops: [] },
            },
          },
        }
      : {}),
  },
};

/** Every question of the demo course answered right (the run of a finished, achieved training). */
export const allAnsweredRight: Readonly<Record<number, readonly number[]>> = {
  111: [],
  211: [],
  112: [1121, 1123],
  113: [1131],
  114: [3101],
  212: [2121, 2123],
};
