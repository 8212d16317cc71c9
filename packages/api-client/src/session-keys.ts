/**
 * Browser session-storage keys of a finished training (spec 1 §3: "Session storage holds the training
 * result course id, the certificate id and the minimum acceptable score"), shared by the player that
 * writes them and the result page that reads them. Values are plain text (numbers as digits). The run
 * id is our addition: the certificate form needs it for CreateCertificate.
 */
export const trainingResultSessionKeys = {
  courseId: 'dementie.trainingResult.courseId',
  runId: 'dementie.trainingResult.runId',
  certificateId: 'dementie.trainingResult.certificateId',
  minAcceptableScore: 'dementie.trainingResult.minAcceptableScore',
} as const;
