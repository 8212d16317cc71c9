import type { ApiModule } from '../../core/module';
import type { TrainingDefinition } from './content-model';

/*
 * A small course with known scores for the server tests (not demo content):
 * info slide 1 point; click question max 3 (largest correct); drag question max 4 (sum of correct);
 * flip cards max 3; statement 0. Course maximum 11, minimum acceptable score ceil(0.78 x 11) = 9.
 * Chapter 903 is unpublished and must not count.
 */

const doc = '[]';
const image = { Url: '/api/elearning/media/oogcontact.svg', Alt: 'Ogen', Width: 400, Height: 400 };

const closing = {
  Title: 'Klaar',
  PageTitle: 'Samenvatting',
  Content: doc,
  LandingPage: '/einde-training',
  LinkBlock: { Title: 'Verder', Items: [{ Title: 'Tips', Intro: 'Lees meer', Link: '/tips' }] },
  CertificateAchievedBlock: {
    PageBlock: {
      ResultTitle: 'Gehaald',
      ResultDescription: 'Goed zo',
      OverviewTitle: 'Overzicht',
      OverviewDescription: 'Per onderwerp',
      FormTitle: 'Certificaat',
      FormDescription: 'Vul je naam in',
      ShowImageAndCertificate: true,
      SummaryButtonText: 'Naar je certificaat',
    },
  },
  CertificateNotAchievedBlock: {
    PageBlock: {
      ResultTitle: 'Nog niet',
      ResultDescription: 'Probeer het opnieuw',
      OverviewTitle: 'Overzicht',
      OverviewDescription: 'Per onderwerp',
      FormTitle: 'Nieuwsbrief',
      FormDescription: 'Blijf op de hoogte',
      ShowImageAndCertificate: false,
      SummaryButtonText: 'Opnieuw',
    },
  },
};

/** The scoring test course (id 900). */
export const testCourse: TrainingDefinition = {
  id: 900,
  name: 'Testtraining',
  overviewDescription: 'Voor de tests',
  description: 'Een training met bekende scores',
  image,
  brands: ['dementie'],
  itemOrderNumber: 90,
  newsletterForms: { dementievriendelijk: { ScriptId: 'script-sdv', FormId: 'form-sdv' } },
  descriptors: [
    { id: 9901, title: 'Doel A', kind: 'LearningGoal', description: 'Eerste doel' },
    { id: 9902, title: 'Doel B', kind: 'LearningGoal', description: 'Tweede doel' },
    { id: 9903, title: 'Signaal A', kind: 'Signal', description: 'Eerste signaal' },
    { id: 9904, title: 'Signaal B', kind: 'Signal', description: 'Tweede signaal' },
  ],
  chapters: [
    {
      id: 901,
      code: 'H1',
      name: 'Vragen',
      description: 'Alle soorten vragen',
      activities: [
        { kind: 'InfoSlide', id: 9001, title: 'Uitleg', points: 1, content: doc },
        {
          kind: 'InfoSlideMultipleChoiceQuestion',
          id: 9002,
          title: 'Klikvraag',
          descriptor: 'Doel A',
          shouldDragAnswer: false,
          intro: 'Kies',
          content: doc,
          answers: [
            { id: 90021, label: 'Best', isCorrect: true, score: 3, textWhenError: 'a' },
            { id: 90022, label: 'Ook goed', isCorrect: true, score: 1, textWhenError: 'b' },
            { id: 90023, label: 'Fout', isCorrect: false, score: 0, textWhenError: 'c' },
          ],
        },
        {
          kind: 'InfoSlideMultipleChoiceQuestion',
          id: 9003,
          title: 'Sleepvraag',
          descriptor: 'Signaal A',
          shouldDragAnswer: true,
          intro: 'Sleep',
          content: doc,
          answers: [
            { id: 90031, label: 'Goed 1', isCorrect: true, score: 2, textWhenError: 'a' },
            { id: 90032, label: 'Goed 2', isCorrect: true, score: 2, textWhenError: 'b' },
            { id: 90033, label: 'Fout 1', isCorrect: false, score: 0, textWhenError: 'c' },
            { id: 90034, label: 'Fout 2', isCorrect: false, score: 0, textWhenError: 'd' },
          ],
        },
        {
          kind: 'FlipCardMultipleChoiceQuestion',
          id: 9004,
          title: 'Flipkaarten',
          descriptor: 'Doel B',
          intro: 'Kies kaarten',
          content: doc,
          answers: [
            { id: 90041, label: 'Kaart 1', isCorrect: true, score: 2, textWhenError: 'a', image, back: doc },
            { id: 90042, label: 'Kaart 2', isCorrect: true, score: 1, textWhenError: 'b', image, back: doc },
            { id: 90043, label: 'Kaart 3', isCorrect: false, score: 0, textWhenError: 'c', image, back: doc },
          ],
        },
        {
          kind: 'MultipleChoiceStatement',
          id: 9005,
          title: 'Stelling',
          descriptor: 'Signaal B',
          intro: 'Wat vind je?',
          content: doc,
          answers: [
            { id: 90052, label: 'Oneens', isCorrect: true, score: 0, textWhenError: 'b' },
            { id: 90051, label: 'Eens', isCorrect: true, score: 0, textWhenError: 'a' },
          ],
        },
      ],
    },
    {
      id: 902,
      code: 'AF',
      name: 'Afronding',
      description: 'Einde',
      activities: [
        { kind: 'SummaryPage', id: 9006, title: 'Samenvatting', content: doc },
        { kind: 'SecondSummaryPage', id: 9007, title: 'Tweede', content: doc },
        { kind: 'CertificateFormPage', id: 9008, title: 'Certificaat', content: doc },
      ],
    },
    {
      id: 903,
      code: 'X',
      name: 'Nog niet klaar',
      published: false,
      description: 'Verborgen',
      activities: [{ kind: 'InfoSlide', id: 9009, title: 'Verborgen', points: 5, content: doc }],
    },
  ],
  summary: closing,
};

/** A second course, for ids that exist but belong elsewhere. */
export const otherCourse: TrainingDefinition = {
  ...testCourse,
  id: 910,
  name: 'Andere training',
  brands: ['alzheimer'],
  descriptors: [{ id: 9911, title: 'Doel', kind: 'LearningGoal', description: 'Doel' }],
  chapters: [
    {
      id: 911,
      code: 'H1',
      name: 'Een',
      description: 'Een',
      activities: [
        {
          kind: 'FlipCardMultipleChoiceQuestion',
          id: 9101,
          title: 'Kaarten',
          descriptor: 'Doel',
          intro: 'Kies',
          content: doc,
          answers: [
            { id: 91011, label: 'Kaart', isCorrect: true, score: 2, textWhenError: 'a', image, back: doc },
          ],
        },
      ],
    },
  ],
};

/** Header that makes the fake auth module treat a request as signed in by that user id. */
export const TEST_USER_HEADER = 'x-test-user';

/** Stands in for the auth module: a request with {@link TEST_USER_HEADER} is signed in. */
export const fakeAuthModule: ApiModule = {
  name: 'fake-auth',
  create({ identity }) {
    identity.setUserResolver(async (request) => {
      const id = request.headers[TEST_USER_HEADER];
      return typeof id === 'string' ? { id, email: `${id.slice(0, 8)}@example.nl`, isEditor: false } : null;
    });
    return {};
  },
};
