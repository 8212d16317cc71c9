import { describe, expect, it } from 'vitest';
import { BLOB_VARIANT_SIZES, toBlobName, variantBlobName, variantContainer } from '../blob-urls.js';
import { extraFixtures } from '../fixtures/index.js';
import { mapSessionState } from './auth.js';
import { certificatePersonName } from './certificates.js';
import { cmsMediaSchema, cmsNodeSchema, mapCmsImage, nodeTitle, toIsoDate, totalPages } from './cms.js';
import { EMPTY_UUID, mapElearningImage, uuidSchema } from './common.js';
import { parseEditableDocument, serializeEditableDocument } from './editable-documents.js';
import {
  demoMinAcceptableScore,
  followedCourseSchema,
  isCertificateAchieved,
  mapTeachingActivityContent,
  teachingActivityResponseSchema,
} from './elearning.js';
import { mapDocType } from './search.js';

describe('CMS helpers (spec 2 §3)', () => {
  it.each([
    [1748736000, '2025-06-01T00:00:00.000Z'],
    ['1748736000', '2025-06-01T00:00:00.000Z'],
    ['2025-03-01', '2025-03-01T00:00:00.000Z'],
    ['geen datum', undefined],
    [null, undefined],
  ])('reads the publication date %j, a number as a unix timestamp, as %s', (date, iso) => {
    expect(toIsoDate(date)).toBe(iso);
  });

  it('rounds total pages up for page size 10', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(27)).toBe(3);
  });

  it('parses every media bundle', () => {
    for (const media of Object.values(extraFixtures.media)) {
      expect(cmsMediaSchema.safeParse(media).success).toBe(true);
    }
    expect(cmsMediaSchema.safeParse({ type: 'hologram' }).success).toBe(false);
  });

  it('maps an image media with crops; other media give no image', () => {
    const image = mapCmsImage(cmsMediaSchema.parse(extraFixtures.media.image));
    expect(image).toMatchObject({ alt: 'Twee mensen wandelen samen in het park', width: 2400, height: 1350 });
    expect(image?.crops[0]).toEqual({
      url: '/sharedblobstorage/pictures-380x235/samen-wandelen_380x235.jpg',
      width: 380,
      height: 235,
    });
    expect(mapCmsImage(cmsMediaSchema.parse(extraFixtures.media.video))).toBeUndefined();
    expect(mapCmsImage(cmsMediaSchema.parse({ type: 'image', field_image: [] }))).toBeUndefined();
  });

  it('takes the label, else the title', () => {
    expect(nodeTitle(cmsNodeSchema.parse(extraFixtures.nodes.contentPage))).toBe('Wat is dementie?');
    expect(nodeTitle({ title: 'Titel' })).toBe('Titel');
  });
});

describe('learning helpers (spec 3)', () => {
  it('project pass rule: demo courses need ceil(0.78 x maximum)', () => {
    expect(demoMinAcceptableScore(50)).toBe(39);
    expect(demoMinAcceptableScore(10)).toBe(8);
    expect(isCertificateAchieved(39, 39)).toBe(true);
    expect(isCertificateAchieved(38, 39)).toBe(false);
  });

  it('followed courses count activities: Progress is a whole number from 0 to Total (spec 2 §7)', () => {
    const course = { Id: 3, Name: 'Training' };
    const followed = (Progress: number, Total: number) =>
      followedCourseSchema.safeParse({
        Course: course,
        Progress,
        Total,
        Score: 0,
        MaxScore: 9,
        Imported: false,
      }).success;
    expect(followed(0, 5)).toBe(true);
    expect(followed(5, 5)).toBe(true);
    // a percentage in Progress (20 % of 5 activities) is not a count
    expect(followed(20, 5)).toBe(false);
    expect(followed(1.5, 5)).toBe(false);
    expect(followed(-1, 5)).toBe(false);
  });

  it('maps an info slide and a drag question', () => {
    const slide = teachingActivityResponseSchema.parse(extraFixtures.activities.infoSlide);
    expect(mapTeachingActivityContent(slide.TeachingActivity)).toMatchObject({
      kind: 'InfoSlide',
      shouldDragAnswer: false,
      showInfoModal: false,
    });
    const drag = teachingActivityResponseSchema.parse(extraFixtures.activities.dragQuestion);
    expect(mapTeachingActivityContent(drag.TeachingActivity)).toMatchObject({
      kind: 'InfoSlideMultipleChoiceQuestion',
      shouldDragAnswer: true,
      progressScore: 3,
      introToAssignment: 'Sleep de signalen naar de doos.',
    });
  });

  it('maps a bare image URL to an image without alt', () => {
    expect(mapElearningImage('/a.jpg')).toEqual({ url: '/a.jpg', alt: '', crops: [] });
    expect(mapElearningImage(null)).toBeUndefined();
  });

  it('accepts the empty uuid for unset ids (spec 1 §9)', () => {
    expect(EMPTY_UUID).toBe('00000000-0000-0000-0000-000000000000');
    expect(uuidSchema.safeParse(EMPTY_UUID).success).toBe(true);
  });
});

describe('editable documents (spec 3 §3, §5)', () => {
  it('parses the fixture and round-trips', () => {
    const parsed = parseEditableDocument(extraFixtures.editableDocument);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(serializeEditableDocument(parsed.blocks)).toBe(extraFixtures.editableDocument);
  });

  it('treats empty content as an empty document and invalid JSON as failed', () => {
    expect(parseEditableDocument(null)).toEqual({ ok: true, blocks: [] });
    expect(parseEditableDocument('')).toEqual({ ok: true, blocks: [] });
    expect(parseEditableDocument('{nope')).toEqual({ ok: false, error: 'Invalid JSON' });
    expect(parseEditableDocument('[{"Kind":"Banner"}]').ok).toBe(false);
  });

  it('accepts a video as URL or object', () => {
    const doc = JSON.stringify([
      { Kind: 'Video', Content: 'https://www.youtube-nocookie.com/embed/abcdefghijk' },
      { Kind: 'Video', Content: { url: 'https://player.vimeo.com/video/1', autoplay: true } },
      { Kind: 'PointsSummery' },
    ]);
    expect(parseEditableDocument(doc).ok).toBe(true);
  });
});

describe('small rules', () => {
  it('certificate name: first, insertion if non-empty, last (spec 1 §3)', () => {
    expect(certificatePersonName('Sanne', 'de', 'Vries')).toBe('Sanne de Vries');
    expect(certificatePersonName('Sanne', ' ', 'Vries')).toBe('Sanne Vries');
  });

  it('session: no user means logged out', () => {
    expect(mapSessionState({ status: 'success', user: null })).toEqual({ loggedIn: false });
  });

  it('doc types map as spec 2 §3.5 says', () => {
    expect(mapDocType('CourseOverview')).toBe('contentPage');
    expect(() => mapDocType('Blog')).toThrow('Unsupported content type: Blog');
  });

  it('names 13 variants as name_size.extension in pictures-size containers (spec 2 §7, §9)', () => {
    expect(BLOB_VARIANT_SIZES).toHaveLength(13);
    const [first] = BLOB_VARIANT_SIZES;
    if (!first) throw new Error('no sizes');
    expect(variantContainer(first)).toBe('pictures-404x227');
    expect(variantBlobName('wandelen.jpg', first)).toBe('wandelen_404x227.jpg');
    expect(toBlobName('Café Één.JPG')).toBe('cafe-een.jpg');
  });
});
