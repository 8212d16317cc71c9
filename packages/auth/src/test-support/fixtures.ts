/*
 * Example answers shared by this package's tests and stories (not exported from the package).
 */
import {
  type AuthUser,
  type CertificatePage,
  type CourseResult,
  type CourseSummaryPage,
  type FollowedCourse,
  getFollowedCoursesResponseSchema,
  loaded,
  mapFollowedCourse,
} from '@dementie/api-client';
import type { AuthApi } from '../store/deps';

/** A signed-in user. */
export const testUser: AuthUser = {
  email: 'sanne@example.nl',
  created: '2025-04-02T08:15:00Z',
  id: '6f1c2b1e-4a0d-4c55-9a57-0d3e0a3b9c11',
};

/** A certificate id. */
export const testCertificateId = '0b7e8f7a-3c2d-4e1f-9a8b-7c6d5e4f3a2b';

/** A run id. */
export const testRunId = '9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A picture of a certificate, as the server renders it from its demo drawing (spec 2 §7). */
export const testCertificateImageLink = '/sharedblobstorage/pictures/certificaat.png';

/** A certificate overview answer. */
export const testCertificatePage: CertificatePage = {
  resultKind: 'passed',
  pageBlock: { title: 'Je certificaat', description: 'Goed gedaan.' },
  certificate: {
    id: testCertificateId,
    name: 'Anna van der Berg',
    trainingName: 'Omgaan met dementie',
    score: { achieved: 18, total: 23 },
    date: '2026-03-05T10:00:00Z',
    // The demo content's sample certificate (apps/api/content/media), which Storybook serves too.
    imageLink: testCertificateImageLink,
  },
  linkItems: [
    { title: 'Alle trainingen', intro: 'Leer nog meer over dementie.', link: '/trainingen' },
    { title: 'Nieuws', intro: 'Lees het laatste nieuws.', link: '/nieuws' },
  ],
  courseId: 3,
  achievedByLoggedInUser: false,
  showImageAndCertificate: true,
};

/** A summary page with both result blocks. */
export const testSummaryPage: CourseSummaryPage = {
  title: 'Omgaan met dementie',
  pageTitle: 'Omgaan met dementie',
  content: '',
  certificateAchievedBlock: {
    pageBlock: {
      resultTitle: 'Je hebt het certificaat gehaald!',
      resultDescription: 'Je hebt genoeg punten voor je certificaat.',
      overviewTitle: '',
      overviewDescription: '',
      formTitle: 'Vraag je certificaat aan',
      formDescription: 'Vul je naam in zoals die op je certificaat moet staan.',
      showImageAndCertificate: true,
      summaryButtonText: 'Bekijk je resultaat',
    },
  },
  certificateNotAchievedBlock: {
    pageBlock: {
      resultTitle: 'Je hebt nog niet genoeg punten',
      resultDescription: 'Probeer de training nog een keer.',
      overviewTitle: '',
      overviewDescription: '',
      formTitle: 'Blijf op de hoogte',
      formDescription: 'Laat je e-mailadres achter.',
      showImageAndCertificate: false,
      summaryButtonText: 'Bekijk je resultaat',
    },
  },
};

/** A course result. */
export function testCourseResult(score: number, max = 23, min = 18): CourseResult {
  return { runs: 1, score, maxPossibleScore: max, minAcceptableScore: min, descriptors: [] };
}

/**
 * Two followed courses, written as the server sends them (GetFollowedCourses, spec 2 §7) and read
 * through the contract, so the fake cannot drift from the server: Progress and Total count
 * learning activities (followedCourseSchema). One is 4 of 10 done, the other all 12 of 12.
 */
export const testFollowedCourses: FollowedCourse[] = getFollowedCoursesResponseSchema
  .parse([
    {
      Course: {
        Id: 3,
        Name: 'Omgaan met dementie',
        OverviewDescription: 'Leer hoe je iemand met dementie helpt.',
      },
      Progress: 4,
      Total: 10,
      Score: 7,
      MaxScore: 23,
      Imported: false,
    },
    {
      Course: { Id: 5, Name: 'Dementie herkennen', OverviewDescription: 'Ken de signalen.' },
      Progress: 12,
      Total: 12,
      Score: 20,
      MaxScore: 21,
      Imported: false,
    },
  ])
  .map(mapFollowedCourse);

/**
 * The answers the tests' fake api and the stories' api both give by default: a sign-in mail sent,
 * nobody signed in, and the example certificate, courses and summary above. Each side adds the
 * methods it answers its own way.
 */
const answers = {
  login: async () => loaded({ status: 'account magic link sent' }),
  isSessionValid: async () => loaded({ loggedIn: false }),
  logout: async () => loaded(undefined),
  anonymizeAccount: async () => loaded(undefined),
  createCertificate: async () => loaded(testCertificateId),
  certificatePage: async () => loaded(testCertificatePage),
  certificateImageUrl: (id: string) => `/api/elearning/Certificate/Image/${id}.png`,
  getFollowedCourses: async () => loaded(testFollowedCourses),
  completeCourse: async () => loaded(testCourseResult(20)),
  summaryPage: async () => loaded(testSummaryPage),
} satisfies Partial<AuthApi>;

// Typed as the api's own methods, so a test's mock of one may answer anything the method may.
export const fixtureAnswers: Pick<AuthApi, keyof typeof answers> = answers;
