import { z } from 'zod/mini';
import {
  contentIdSchema,
  defineCall,
  elearningImageSchema,
  type Image,
  isoDateTimeSchema,
  mapElearningImage,
  uuidSchema,
} from './common.js';

/** CreateCertificate body (spec 1 §7): personName and runId, camelCase as the spec writes them. */
export const createCertificateRequestSchema = z.object({
  personName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  runId: uuidSchema,
});

/** CreateCertificate answer: CertificateId (spec 1 §3). */
export const createCertificateResponseSchema = z.looseObject({ CertificateId: uuidSchema });

/** Path parameter of the certificate calls. */
export const certificateParamsSchema = z.object({ id: uuidSchema });

/** CertificateContent (spec 1 §3). */
export const certificateContentSchema = z.looseObject({
  Id: uuidSchema,
  Name: z.string(),
  CourseName: z.string(),
  AchievedScore: z.number(),
  TotalScore: z.number(),
  DateCompleted: isoDateTimeSchema,
  ImageLink: z.string(),
});

/** CertificatePage answer (spec 1 §3). CertificateContent is absent when no certificate was achieved. */
export const certificatePageResponseSchema = z.looseObject({
  PageBlock: z.looseObject({
    Title: z.string(),
    Description: z.nullish(z.string()),
    Image: z.nullish(elearningImageSchema),
  }),
  CertificateContent: z.nullish(certificateContentSchema),
  LinkBlock: z.nullish(
    z.looseObject({
      Items: z.array(z.looseObject({ Title: z.string(), Intro: z.nullish(z.string()), Link: z.string() })),
    }),
  ),
  CourseId: contentIdSchema,
  CertificateAchievedByLoggedInUser: z.boolean(),
  ShowImageAndCertificate: z.boolean(),
});

/** The certificate image is a PNG; the client only builds its URL. */
export const binaryResponseSchema = z.unknown();

/** Size of the share image (Open Graph), decision 0014. */
export const CERTIFICATE_SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Domain: a certificate (spec 1 §3). */
export interface Certificate {
  readonly id: string;
  /** The person's full name. */
  readonly name: string;
  readonly trainingName: string;
  readonly score: { readonly achieved: number; readonly total: number };
  /** ISO 8601. */
  readonly date: string;
  readonly imageLink: string;
}

/** Domain: the certificate overview page. */
export interface CertificatePage {
  /** passed if certificate content exists, else failed (spec 2 §4). */
  readonly resultKind: 'passed' | 'failed';
  readonly pageBlock: { readonly title: string; readonly description: string; readonly image?: Image };
  readonly certificate?: Certificate;
  readonly linkItems: readonly { readonly title: string; readonly intro: string; readonly link: string }[];
  readonly courseId: number;
  readonly achievedByLoggedInUser: boolean;
  readonly showImageAndCertificate: boolean;
}

/** Maps the certificate page answer. */
export function mapCertificatePage(wire: z.output<typeof certificatePageResponseSchema>): CertificatePage {
  const content = wire.CertificateContent;
  const image = mapElearningImage(wire.PageBlock.Image);
  return {
    resultKind: content ? 'passed' : 'failed',
    pageBlock: {
      title: wire.PageBlock.Title,
      description: wire.PageBlock.Description ?? '',
      ...(image ? { image } : {}),
    },
    ...(content
      ? {
          certificate: {
            id: content.Id,
            name: content.Name,
            trainingName: content.CourseName,
            score: { achieved: content.AchievedScore, total: content.TotalScore },
            date: content.DateCompleted,
            imageLink: content.ImageLink,
          },
        }
      : {}),
    linkItems: (wire.LinkBlock?.Items ?? []).map((item) => ({
      title: item.Title,
      intro: item.Intro ?? '',
      link: item.Link,
    })),
    courseId: wire.CourseId,
    achievedByLoggedInUser: wire.CertificateAchievedByLoggedInUser,
    showImageAndCertificate: wire.ShowImageAndCertificate,
  };
}

/** The full name on a certificate: first name, insertion if non-empty, last name (spec 1 §3). */
export function certificatePersonName(firstName: string, insertion: string, lastName: string): string {
  return [firstName, insertion, lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

const base = {
  params: undefined,
  querystring: undefined,
  antiForgery: false,
  retry: 'none',
  // The server needs the session or learner cookie: CreateCertificate only for this visitor's run,
  // CertificateAchievedByLoggedInUser only for its owner (decision 0014).
  credentials: true,
} as const;

/**
 * A certificate's picture by its id: a plain GET of a PNG, without cookies, so it can be linked and
 * shared like any image.
 */
const certificatePng = {
  ...base,
  method: 'GET',
  params: certificateParamsSchema,
  body: undefined,
  bodyType: 'none',
  response: binaryResponseSchema,
  responseType: 'binary',
  credentials: false,
} as const;

/** The certificate calls (spec 1 §7); they send no anti-forgery header. */
export const certificateCalls = {
  createCertificate: defineCall({
    ...base,
    spec: 'spec 1 §7',
    method: 'POST',
    path: '/api/elearning/Certificate/CreateCertificate',
    body: createCertificateRequestSchema,
    bodyType: 'json',
    response: createCertificateResponseSchema,
    responseType: 'json',
    projectChoice: undefined,
  }),
  certificatePage: defineCall({
    ...base,
    spec: 'spec 1 §7',
    method: 'GET',
    path: '/api/elearning/Certificate/CertificatePage/{id}',
    params: certificateParamsSchema,
    body: undefined,
    bodyType: 'none',
    response: certificatePageResponseSchema,
    responseType: 'json',
    projectChoice: undefined,
  }),
  certificateImage: defineCall({
    ...certificatePng,
    spec: 'spec 1 §3 (imageLink)',
    path: '/api/elearning/Certificate/Image/{id}.png',
    projectChoice: 'Certificate image (PNG) rendered by the server; ImageLink points here.',
  }),
  certificateShareImage: defineCall({
    ...certificatePng,
    spec: 'spec 1 §2 (share links)',
    path: '/api/elearning/Certificate/ShareImage/{id}.png',
    projectChoice: '1200x630 PNG used as the Open Graph image of the certificate page.',
  }),
} as const;
