/**
 * The five-question self-assessment a member answers the first time they need a level in a sport
 * (docs/features/levels.md). Each answer scores 0–4; the total 0–20 maps linearly onto
 * 0.5–6.5, so a self-assessment never claims the extremes of the scale (a beginner who has never
 * played still gets 0.5, and 7.0 is left to results and coaches).
 */
import type { CourtType } from './courts.ts';

export interface AssessmentQuestion {
  id: string;
  text: string;
  /** Five answers, scoring 0 to 4 in this order. */
  options: [string, string, string, string, string];
}

const SPORT_NAME: Record<CourtType, string> = { padel: 'pádel', tennis: 'tenis' };

export function assessmentQuestions(sport: CourtType): AssessmentQuestion[] {
  const name = SPORT_NAME[sport];
  return [
    {
      id: 'experiencia',
      text: `¿Cuánto tiempo llevas jugando al ${name}?`,
      options: [
        'Estoy empezando',
        'Menos de 1 año',
        'De 1 a 3 años',
        'De 3 a 6 años',
        'Más de 6 años',
      ],
    },
    {
      id: 'frecuencia',
      text: '¿Con qué frecuencia juegas?',
      options: [
        'Casi nunca',
        'Una o dos veces al mes',
        'Una vez por semana',
        'Dos o tres veces por semana',
        'Casi todos los días',
      ],
    },
    {
      id: 'golpes',
      text: '¿Cómo dominas los golpes de fondo (derecha y revés)?',
      options: [
        'Me cuesta pasar la bola',
        'Paso la bola sin dirección',
        'Mantengo peloteos con cierta dirección',
        'Dirijo la bola y varío el ritmo',
        'Juego con efectos, profundidad y precisión',
      ],
    },
    {
      id: 'red',
      text:
        sport === 'padel'
          ? '¿Cómo juegas en la red (volea, bandeja, remate) y con las paredes?'
          : '¿Cómo juegas en la red (volea y remate) y con el saque?',
      options: [
        'Casi no lo intento',
        'Lo intento con poco control',
        'Lo hago con regularidad a ritmo lento',
        'Lo hago bien a ritmo de partido',
        'Es una de mis armas',
      ],
    },
    {
      id: 'competicion',
      text: '¿Has jugado competición?',
      options: [
        'Nunca',
        'Partidos amistosos',
        'Ligas sociales o de club',
        'Torneos federados',
        'Competición nacional o profesional',
      ],
    },
  ];
}

export const ASSESSMENT_ANSWERS = 5;

/** Spanish message when the answers are not five scores of 0–4, null when they are. */
export function validateAssessment(answers: number[]): string | null {
  if (answers.length !== ASSESSMENT_ANSWERS) return 'Responde a las cinco preguntas';
  if (answers.some((a) => !Number.isInteger(a) || a < 0 || a > 4)) {
    return 'Cada respuesta debe ser una de las opciones';
  }
  return null;
}

/** The level (in hundredths, one decimal) five valid answers give: 0.5 + 0.3 per point. */
export function assessedHundredths(answers: number[]): number {
  const total = answers.reduce((sum, a) => sum + a, 0);
  return 50 + total * 30;
}
