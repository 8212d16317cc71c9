import type { BrandId } from '@dementie/i18n-catalogues';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { ChangeFeed } from './changes';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { CorsPolicy } from './cors';
import type { EventBus } from './events';
import type { IdentityService } from './identity';
import type { Metrics } from './metrics';

/** What every module gets, once per process. */
export interface ModuleContext {
  database: DatabaseHandle;
  config: AppConfig;
  clock: Clock;
  events: EventBus;
  /** Changes every process's caches must hear of (decision 0064). */
  changes: ChangeFeed;
  identity: IdentityService;
  /** Which other origins may call the API from a browser and frame the embed page (decision 0082). */
  cors: CorsPolicy;
  /** The process's Prometheus registry: modules add their own gauges (decision 0061). */
  metrics: Metrics;
}

/** One page in a brand's sitemap: its path on the brand site and when it last changed. */
export interface SitemapEntry {
  readonly path: string;
  readonly lastModified?: Date | undefined;
}

/** A module made for one process: its routes (registered on every port) and its own clean-up. */
export interface ModuleRuntime {
  /** Registered on every Fastify instance of the process (the API port and each brand port). */
  routes?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * Hidden fields the server writes into every served page, e.g. the anti-forgery token of spec 1 §7
   * (auth module). Keys become the input's name.
   */
  pageFields?: (request: FastifyRequest, reply: FastifyReply) => Promise<Record<string, string>>;
  /**
   * Hidden page fields that are the same for every visitor (the browser's error-reporting settings):
   * they also go into a page that is one HTML for everyone and kept by shared caches (decision 0104),
   * which never gets {@link pageFields}.
   */
  sharedPageFields?: () => Record<string, string>;
  /**
   * Cookies of this module that never change how a page renders (the anti-forgery cookie: its token
   * is written into the page after the render). A visitor with no other cookie is anonymous, and
   * their pages may come from the render cache (decision 0037).
   */
  renderNeutralCookies?: readonly string[];
  /**
   * The public pages of this module on a brand site, for its `/sitemap.xml` (decision 0041: search
   * engines find every page, also those no menu links to). Only pages that are live now and meant for
   * search engines.
   */
  sitemapEntries?: (brand: BrandId, now: Date) => Promise<readonly SitemapEntry[]>;
  /** Background work to stop on shutdown (the mail outbox worker, ...). */
  close?: () => Promise<void>;
}

/**
 * A server module (ARCHITECTURE.md: cms, search, redirects, counter, auth, mail, elearning,
 * certificates, blobs, dev). Each owns its routes, its tables and its tests.
 */
export interface ApiModule {
  name: string;
  create(context: ModuleContext): Promise<ModuleRuntime> | ModuleRuntime;
}

/** A module whose runtime has more than routes (an engine, a cache, ...) for its tests and siblings. */
export interface ApiModuleOf<Runtime extends ModuleRuntime> extends ApiModule {
  create(context: ModuleContext): Promise<Runtime>;
}
