import { eq, inArray, or, sql } from 'drizzle-orm';
import { type ColumnErasure, type PersonalDataTable, personalData } from '../core/personal-data';
import { appMeta } from '../core/schema';
import { altchaSpent, authTokens, formerAddresses, rateEvents, sessions, users } from './auth/schema';
import { editableDocumentRevisions } from './blobs/schema';
import { certificates } from './certificates/schema';
import {
  cmsMedia,
  cmsMenuLinks,
  cmsNodes,
  cmsParagraphs,
  cmsPathAliases,
  cmsRevisions,
  cmsState,
} from './cms/schema';
import { counterTotals } from './counter/schema';
import {
  elActivities,
  elActivityResults,
  elAnswers,
  elChapters,
  elCourses,
  elDescriptors,
  elRuns,
} from './elearning/schema';
import { mailOutbox } from './mail/schema';
import { memoryTestQuestionnaires } from './memorytest/schema';
import { newsletterSubscriptions } from './newsletter/schema';
import { redirects } from './redirects/schema';
import { searchDocuments, searchSynonyms, searchTerms } from './search/schema';

/*
 * The registry of personal data (erasure, decision 0011): every table of the database with each of its
 * text, json and bytea columns, and what erasing an account does with it. Nothing else decides what
 * erasure removes: the auth module's erasure runs exactly this list, in one transaction. A test reads
 * the database's own columns and fails on any column that is missing here, so a new table or column
 * must say how erasure handles it before the suite passes.
 */

const keep = (reason: string): ColumnErasure => ({ keep: reason });

/** Written by editors for every visitor: pages, trainings, menus, media. Never a visitor's data. */
const EDITORIAL = keep('editorial content shown to every visitor, never a visitor’s address or name');
/** A fixed word of the code (a kind, a status, a brand id). */
const CODE_WORD = keep('a fixed value of the code (kind, status, brand id)');
/** The SHA-256 of a random secret: says nothing about anyone. */
const SECRET_HASH = keep('SHA-256 of a random secret, no personal data');

/** Compares an address column case-insensitively with the person's addresses. */
const addressIn = (column: Parameters<typeof inArray>[0], addresses: readonly string[]) =>
  addresses.length > 0 ? inArray(sql`lower(${column})`, [...addresses]) : undefined;

export const personalDataRegistry: readonly PersonalDataTable[] = [
  // --- auth: the account row stays (counts keep their numbers) without its address.
  personalData({
    table: users,
    columns: { email: 'set-null' },
    rowsOf: (person) => eq(users.id, person.userId),
    alsoSet: (now) => ({ newsletter: false, isEditor: false, anonymizedAt: now }),
  }),
  personalData({
    // Kept for erasure alone: it reads them first (the addresses), then they go.
    table: formerAddresses,
    columns: { email: 'delete-row' },
    rowsOf: (person) => eq(formerAddresses.userId, person.userId),
  }),
  personalData({
    table: sessions,
    columns: { id_hash: 'delete-row' },
    rowsOf: (person) => eq(sessions.userId, person.userId),
  }),
  personalData({
    table: authTokens,
    columns: {
      new_email: 'delete-row',
      learner_id: 'delete-row',
      token_hash: SECRET_HASH,
      purpose: CODE_WORD,
    },
    rowsOf: (person) => eq(authTokens.userId, person.userId),
  }),
  personalData({
    // `key` is an HMAC of an address (or of an IP, kept for the limit's short window only).
    table: rateEvents,
    columns: { key: 'delete-row' },
    rowsOf: (person) =>
      person.addressKeys.length > 0 ? inArray(rateEvents.key, [...person.addressKeys]) : undefined,
  }),
  personalData({
    table: altchaSpent,
    columns: { challenge: keep('a spent bot-check challenge: random salt and hash, no person') },
  }),

  // --- mail: every mail to one of the person's addresses or about their account goes.
  personalData({
    table: mailOutbox,
    columns: {
      recipient: 'delete-row',
      subject: 'delete-row',
      text: 'delete-row',
      html: 'delete-row',
      link: 'delete-row',
      brand: CODE_WORD,
      kind: CODE_WORD,
      status: CODE_WORD,
      origin: keep('the address of the brand’s site, the same for every visitor'),
      from_name: keep('the brand’s sender name'),
      last_error: keep('a transport error code only, never its message (which may hold the address)'),
    },
    rowsOf: (person) => {
      const byAddress = addressIn(mailOutbox.recipient, person.addresses);
      const byUser = eq(mailOutbox.userId, person.userId);
      return byAddress ? or(byUser, byAddress) : byUser;
    },
  }),

  // --- newsletter: a subscription of one of the addresses goes, confirmed or pending, every brand.
  personalData({
    table: newsletterSubscriptions,
    columns: { email: 'delete-row', brand: CODE_WORD, status: CODE_WORD, token_hash: SECRET_HASH },
    rowsOf: (person) => addressIn(newsletterSubscriptions.email, person.addresses),
  }),

  // --- learning: runs and certificates stay for statistics and the counter, without the person.
  personalData({
    table: elRuns,
    // uuid columns, declared because they tie the run to the person.
    columns: { user_id: 'set-null', learner_id: 'set-null' },
    rowsOf: (person) => eq(elRuns.userId, person.userId),
  }),
  personalData({
    table: certificates,
    columns: {
      person_name: 'set-null',
      learner_id: 'set-null',
      course_name: keep('the training’s name, copied from the course'),
      brand: CODE_WORD,
    },
    rowsOf: (person) => eq(certificates.userId, person.userId),
    // A new image version: browsers and the image cache draw the certificate again, without the name.
    alsoSet: (now) => ({ updatedAt: now, imageVersion: sql`${certificates.imageVersion} + 1` }),
  }),
  personalData({ table: elActivityResults, columns: { outcome: CODE_WORD } }),
  personalData({
    table: elCourses,
    columns: {
      name: EDITORIAL,
      overview_description: EDITORIAL,
      description: EDITORIAL,
      image: EDITORIAL,
      brands: CODE_WORD,
      summary: EDITORIAL,
      newsletter_forms: keep('ids of the brands’ newsletter forms'),
    },
  }),
  personalData({
    table: elChapters,
    columns: { code: EDITORIAL, name: EDITORIAL, image: EDITORIAL, description: EDITORIAL },
  }),
  personalData({
    table: elDescriptors,
    columns: { title: EDITORIAL, kind: CODE_WORD, description: EDITORIAL },
  }),
  personalData({
    table: elActivities,
    columns: { kind: CODE_WORD, title: EDITORIAL, intro_to_assignment: EDITORIAL, content: EDITORIAL },
  }),
  personalData({
    table: elAnswers,
    columns: {
      kind: CODE_WORD,
      content: EDITORIAL,
      text_when_error: EDITORIAL,
      title: EDITORIAL,
      image: EDITORIAL,
      back_image: EDITORIAL,
      flip_card_content: EDITORIAL,
    },
  }),
  personalData({
    // The editor's user id (uuid) stays: it points at the erased account row, which holds no address.
    table: editableDocumentRevisions,
    columns: { target_kind: CODE_WORD, field: CODE_WORD, content: EDITORIAL },
  }),

  // --- cms, search, redirects, counter, core: content and bookkeeping only.
  personalData({
    table: cmsMedia,
    columns: { key: EDITORIAL, bundle: CODE_WORD, label: EDITORIAL, fields: EDITORIAL },
  }),
  personalData({
    table: cmsNodes,
    columns: {
      key: EDITORIAL,
      bundle: CODE_WORD,
      brands: CODE_WORD,
      title: EDITORIAL,
      introduction: EDITORIAL,
      header_image: EDITORIAL,
    },
  }),
  personalData({
    table: cmsRevisions,
    columns: { title: EDITORIAL, moderation_state: CODE_WORD, fields: EDITORIAL, log: EDITORIAL },
  }),
  personalData({
    table: cmsParagraphs,
    columns: { field: CODE_WORD, bundle: CODE_WORD, fields: EDITORIAL },
  }),
  personalData({ table: cmsPathAliases, columns: { brand: CODE_WORD, alias: EDITORIAL } }),
  personalData({
    table: cmsMenuLinks,
    columns: { brand: CODE_WORD, menu: CODE_WORD, title: EDITORIAL, url: EDITORIAL },
  }),
  personalData({ table: cmsState, columns: { key: CODE_WORD } }),
  personalData({
    table: searchDocuments,
    columns: {
      id: keep('the id of the page or training it indexes'),
      source: CODE_WORD,
      brand: CODE_WORD,
      doc_type: CODE_WORD,
      title: EDITORIAL,
      introduction: EDITORIAL,
      body: EDITORIAL,
      path: EDITORIAL,
      title_norm: EDITORIAL,
      introduction_norm: EDITORIAL,
      body_norm: EDITORIAL,
      document: keep('full-text vector of the editorial columns above'),
    },
  }),
  personalData({ table: searchTerms, columns: { term: EDITORIAL, display: EDITORIAL } }),
  personalData({ table: searchSynonyms, columns: { term: EDITORIAL, synonym: EDITORIAL } }),
  personalData({ table: redirects, columns: { brand: CODE_WORD, from_path: EDITORIAL, to_path: EDITORIAL } }),
  personalData({ table: counterTotals, columns: { key: CODE_WORD } }),
  // The memory test's questionnaires only: a visitor's answers and score never reach the server.
  personalData({ table: memoryTestQuestionnaires, columns: { variant: CODE_WORD, content: EDITORIAL } }),
  personalData({
    table: appMeta,
    columns: { key: CODE_WORD, value: keep('facts about the database: content version, secret') },
  }),
];

/**
 * drizzle's migration journals (`__migrations_<module>`, db/client.ts): a hash of each migration file
 * and when it ran. Not a table of ours; no personal data.
 */
export const MIGRATION_JOURNAL_TABLE = /^__migrations_[a-z]+$/;
