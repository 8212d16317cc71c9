import type { BrandId } from '@dementie/i18n-catalogues';
import type { StoredImage } from './schema';

/*
 * The shape of a training as it ships in `apps/api/content/trainings/` and is loaded into the
 * tables on first start (decision 0016). Rich fields are serialized editable documents (spec 3 §3).
 * ItemOrderNumbers of activities and answers follow their position in the lists.
 */

/** A learning goal or a signal (spec 3 §3 "Course result"). */
export interface DescriptorDefinition {
  id: number;
  title: string;
  kind: 'LearningGoal' | 'Signal';
  description: string;
}

/** An answer of an info-slide question or a statement. */
export interface AnswerDefinition {
  id: number;
  /** The answer as the learner reads it (also sent as `Title` and inside SlideAnswerContent). */
  label: string;
  isCorrect: boolean;
  score: number;
  /** The explanation shown in feedback (TextWhenError); every demo answer has one. */
  textWhenError: string;
  /** Optional media document (spec 3 §6: info-slide and statement answers allow Video or Image). */
  media?: string;
}

/** A flip-card answer: front image and title, back content (spec 3 §3). */
export interface FlipCardAnswerDefinition extends AnswerDefinition {
  image: StoredImage;
  backImage?: StoredImage;
  /** FlipCardAnswerContent: a serialized editable document for the back of the card. */
  back: string;
}

interface ActivityCommon {
  id: number;
  title: string;
  showInfoModal?: boolean;
}

interface QuestionCommon extends ActivityCommon {
  /** Title of the descriptor (learning goal or signal) this question scores for. */
  descriptor: string;
  intro: string;
  /** MCQQuestionContent / FMCQuestionContent: a serialized editable document. */
  content: string;
}

/** An activity of any content kind of spec 3 §3 (the feedback twins are derived by the player). */
export type ActivityDefinition =
  | (ActivityCommon & { kind: 'InfoSlide'; content: string; points: number; descriptor?: string })
  | (QuestionCommon & {
      kind: 'InfoSlideMultipleChoiceQuestion';
      /** true: the drag-to-box variant; false: the click variant (one pick). */
      shouldDragAnswer: boolean;
      answers: AnswerDefinition[];
    })
  | (QuestionCommon & { kind: 'FlipCardMultipleChoiceQuestion'; answers: FlipCardAnswerDefinition[] })
  | (QuestionCommon & { kind: 'MultipleChoiceStatement'; answers: AnswerDefinition[] })
  | (ActivityCommon & { kind: 'SummaryPage' | 'SecondSummaryPage' | 'CertificateFormPage'; content: string });

/** A chapter with its activities in order. */
export interface ChapterDefinition {
  id: number;
  code: string;
  name: string;
  published?: boolean;
  image?: StoredImage;
  description: string;
  activities: ActivityDefinition[];
}

/** The page block of a certificate (not) achieved block, wire shape (spec 3 §3). */
export interface ResultPageBlockDefinition {
  ResultTitle: string;
  ResultDescription: string;
  ResultImage?: StoredImage | null;
  OverviewTitle: string;
  OverviewDescription: string;
  OverviewImage?: StoredImage | null;
  FormTitle: string;
  FormDescription: string;
  ShowImageAndCertificate: boolean;
  SummaryButtonText: string;
}

/** The course summary page configuration, wire shape (spec 3 §3); startingPageUrl is added per course. */
export interface SummaryDefinition {
  Title: string;
  PageTitle: string;
  Content: string;
  Image?: StoredImage | null;
  LandingPage: string;
  LinkBlock: { Title: string; Items: { Title: string; Intro: string; Link: string }[] };
  CertificateAchievedBlock: { PageBlock: ResultPageBlockDefinition };
  CertificateNotAchievedBlock: { PageBlock: ResultPageBlockDefinition };
}

/** A whole training. */
export interface TrainingDefinition {
  id: number;
  name: string;
  overviewDescription: string;
  description: string;
  image: StoredImage;
  /** The brands that offer this training. */
  brands: BrandId[];
  itemOrderNumber: number;
  /** Points needed for the certificate; demo trainings leave it out: ceil(0.78 x maximum). */
  minAcceptableScore?: number;
  descriptors: DescriptorDefinition[];
  chapters: ChapterDefinition[];
  summary: SummaryDefinition;
  /** The mailing provider's form per brand, shown in the result blocks (spec 3 §3 SpotlerForm). */
  newsletterForms?: Partial<Record<BrandId, { ScriptId: string; FormId: string }>>;
}
