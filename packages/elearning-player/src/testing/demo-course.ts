import {
  type Answer,
  courseSummaryPageSchema,
  extraFixtures,
  fixtures,
  flipCardAnswersResponseSchema,
  infoSlideAnswersResponseSchema,
  mapAnswer,
  mapCourseSummaryPage,
  mapTeachingActivityContent,
  statementAnswersResponseSchema,
  type TeachingActivityContent,
  teachingActivityContentSchema,
} from '@dementie/api-client';
import type { MemoryCourse } from './memory-backend';

/*
 * A realistic small course built from the api-client wire fixtures (so stories, tests and the
 * contracts cannot drift): two chapters, every activity kind (info slide, drag question, click
 * question, statement, flip card), a summary page with both result blocks.
 */

const doc = (text: string, extra: readonly unknown[] = []) =>
  JSON.stringify([
    {
      Kind: 'Text',
      Content: { highlighted: false, rteContent: JSON.stringify({ blocks: [{ type: 'unstyled', text }] }) },
    },
    ...extra,
  ]);

const content = (wire: unknown): TeachingActivityContent =>
  mapTeachingActivityContent(teachingActivityContentSchema.parse(wire));

const infoSlideAnswers = (wire: unknown): Answer[] =>
  infoSlideAnswersResponseSchema.parse(wire).map(mapAnswer);

const clickAnswers = infoSlideAnswers([
  {
    Kind: 'InfoSlideAnswer',
    Id: 1131,
    IsCorrect: true,
    Score: 2,
    ItemOrderNumber: 1,
    SlideAnswerContent: 'Rustig vragen of je kunt helpen',
    TextWhenError: 'Een rustige vraag geeft iemand de tijd.',
  },
  {
    Kind: 'InfoSlideAnswer',
    Id: 1132,
    IsCorrect: false,
    Score: 0,
    ItemOrderNumber: 2,
    SlideAnswerContent: 'De klant laten wachten',
    TextWhenError: 'Wachten maakt iemand vaak onrustig.',
  },
  {
    Kind: 'InfoSlideAnswer',
    Id: 1133,
    IsCorrect: true,
    Score: 1,
    ItemOrderNumber: 3,
    SlideAnswerContent: 'Een collega roepen',
    TextWhenError: 'Dat kan, maar eerst zelf helpen werkt beter.',
  },
]);

/** The course id of the demo course. */
export const DEMO_COURSE_ID = 3;

/** The demo course: every activity kind, built from the api-client fixtures. */
export const demoCourse: MemoryCourse = {
  id: DEMO_COURSE_ID,
  name: fixtures.getCourses.response[0].Name,
  descriptors: [
    {
      name: 'Contact maken',
      kind: 'learning goal',
      description: 'Je weet hoe je iemand helpt.',
      itemOrderNumber: 1,
    },
    {
      name: 'Signalen herkennen',
      kind: 'signal',
      description: 'Je ziet wat er anders is.',
      itemOrderNumber: 2,
    },
  ],
  summaryPage: mapCourseSummaryPage(courseSummaryPageSchema.parse(fixtures.summaryPage.response)),
  chapters: [
    {
      id: 11,
      code: 'H1',
      name: 'Signalen',
      itemOrderNumber: 1,
      description: 'Wat valt je op?',
      activities: [
        {
          content: content({ ...extraFixtures.activities.infoSlide.TeachingActivity, ItemOrderNumber: 1 }),
          points: 1,
        },
        {
          content: content({ ...extraFixtures.activities.dragQuestion.TeachingActivity, ItemOrderNumber: 2 }),
          answers: infoSlideAnswers(fixtures.infoSlideAnswers.response),
          descriptor: 'Signalen herkennen',
        },
        {
          content: content({
            Kind: 'InfoSlideMultipleChoiceQuestion',
            Id: 113,
            Title: 'Wat doe je eerst?',
            ItemOrderNumber: 3,
            IntroToAssignment: 'Kies het beste antwoord.',
            MCQQuestionContent: doc('Een klant staat al lang bij de kassa en zoekt zijn portemonnee.'),
            ShouldDragAnswer: false,
            DescriptorName: 'Signalen herkennen',
          }),
          answers: clickAnswers,
          descriptor: 'Signalen herkennen',
        },
        {
          content: content({
            Kind: 'MultipleChoiceStatement',
            Id: 114,
            Title: 'Wat vind jij?',
            ItemOrderNumber: 4,
            IntroToAssignment: 'Er is geen goed of fout antwoord.',
            MCQQuestionContent: doc('Mensen met dementie kunnen prima zelf boodschappen doen.'),
            DescriptorName: 'Signalen herkennen',
          }),
          answers: statementAnswersResponseSchema.parse(fixtures.statementAnswers.response).map(mapAnswer),
        },
      ],
    },
    {
      id: 21,
      code: 'H2',
      name: 'Wat kun je doen?',
      itemOrderNumber: 2,
      activities: [
        {
          content: content({
            Kind: 'InfoSlide',
            Id: 211,
            Title: 'Rustig blijven',
            ItemOrderNumber: 1,
            ShowInfoModal: true,
            SlideContent: doc('Blijf rustig en geef de klant de tijd.', [
              { Kind: 'Video', Content: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' },
              { Kind: 'Tip', Content: { description: 'Praat in korte zinnen.' } },
            ]),
          }),
          points: 1,
        },
        {
          content: content(extraFixtures.activities.flipCard.TeachingActivity),
          answers: flipCardAnswersResponseSchema.parse(fixtures.flipCardAnswers.response).map(mapAnswer),
          descriptor: 'Contact maken',
        },
      ],
    },
  ],
};
