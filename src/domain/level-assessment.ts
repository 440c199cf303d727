/**
 * The five-question self-assessment a member answers the first time they need a level in a sport
 * (docs/features/levels.md). Each answer scores 0–4; the total 0–20 maps linearly onto
 * 0.5–6.5, so a self-assessment never claims the extremes of the scale (a beginner who has never
 * played still gets 0.5, and 7.0 is left to results and coaches).
 */
import type { CourtType } from './courts.ts';
import { msg, type Message } from '@/i18n/message.ts';

/** A catalogue key (the message type's own, as src/domain may not import the catalogue). */
type MessageKey = Message['id'];

export interface AssessmentQuestion {
  id: string;
  /** The question's catalogue key: the form renders it in the member's language. */
  text: MessageKey;
  /** Five answers, scoring 0 to 4 in this order. */
  options: [MessageKey, MessageKey, MessageKey, MessageKey, MessageKey];
}

export function assessmentQuestions(sport: CourtType): AssessmentQuestion[] {
  const padel = sport === 'padel';
  return [
    {
      id: 'experiencia',
      text: padel ? 'rules.assessExperiencePadel' : 'rules.assessExperienceTennis',
      options: [
        'rules.assessExperience0',
        'rules.assessExperience1',
        'rules.assessExperience2',
        'rules.assessExperience3',
        'rules.assessExperience4',
      ],
    },
    {
      id: 'frecuencia',
      text: 'rules.assessFrequency',
      options: [
        'rules.assessFrequency0',
        'rules.assessFrequency1',
        'rules.assessFrequency2',
        'rules.assessFrequency3',
        'rules.assessFrequency4',
      ],
    },
    {
      id: 'golpes',
      text: 'rules.assessGroundstrokes',
      options: [
        'rules.assessGroundstrokes0',
        'rules.assessGroundstrokes1',
        'rules.assessGroundstrokes2',
        'rules.assessGroundstrokes3',
        'rules.assessGroundstrokes4',
      ],
    },
    {
      id: 'red',
      text: padel ? 'rules.assessNetPadel' : 'rules.assessNetTennis',
      options: [
        'rules.assessNet0',
        'rules.assessNet1',
        'rules.assessNet2',
        'rules.assessNet3',
        'rules.assessNet4',
      ],
    },
    {
      id: 'competicion',
      text: 'rules.assessCompetition',
      options: [
        'rules.assessCompetition0',
        'rules.assessCompetition1',
        'rules.assessCompetition2',
        'rules.assessCompetition3',
        'rules.assessCompetition4',
      ],
    },
  ];
}

export const ASSESSMENT_ANSWERS = 5;

/** Why the answers are not five scores of 0–4 (a Message), null when they are. */
export function validateAssessment(answers: number[]): Message | null {
  if (answers.length !== ASSESSMENT_ANSWERS) return msg('validation.answerAll');
  if (answers.some((a) => !Number.isInteger(a) || a < 0 || a > 4)) {
    return msg('validation.answerOption');
  }
  return null;
}

/** The level (in hundredths, one decimal) five valid answers give: 0.5 + 0.3 per point. */
export function assessedHundredths(answers: number[]): number {
  const total = answers.reduce((sum, a) => sum + a, 0);
  return 50 + total * 30;
}
