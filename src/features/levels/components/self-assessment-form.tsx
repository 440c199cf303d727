import { Button, Card, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CourtType } from '@/domain/courts.ts';
import { assessmentQuestions } from '@/domain/level-assessment.ts';
import { useSelfAssessment } from '../api/levels.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

const SPORT: Record<CourtType, { label: MessageKey; title: MessageKey }> = {
  padel: { label: 'levels.padelAssessment', title: 'levels.padelAssessmentTitle' },
  tennis: { label: 'levels.tennisAssessment', title: 'levels.tennisAssessmentTitle' },
};

/** The five questions that give a member's first level in a sport. */
export function SelfAssessmentForm({ sport }: { sport: CourtType }) {
  const t = useT();
  const questions = assessmentQuestions(sport);
  const [answers, setAnswers] = useState<Array<number | null>>(questions.map(() => null));
  const assess = useSelfAssessment();
  const complete = answers.every((a) => a !== null);
  return (
    <Card withBorder padding="md" component="section" aria-label={t(SPORT[sport].label)}>
      <Title order={3} size="h5">
        {t(SPORT[sport].title)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('levels.assessmentIntro')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) assess.mutate({ sport, answers: answers as number[] });
        }}
      >
        <Stack gap="md">
          {questions.map((q, i) => (
            <Radio.Group
              key={q.id}
              label={t(q.text)}
              value={answers[i] === null ? null : String(answers[i])}
              onChange={(value) =>
                setAnswers((prev) => prev.map((a, j) => (j === i ? Number(value) : a)))
              }
            >
              <Stack gap={4} mt={4}>
                {q.options.map((option, score) => (
                  <Radio key={option} value={String(score)} label={t(option)} />
                ))}
              </Stack>
            </Radio.Group>
          ))}
          <Button type="submit" disabled={!complete} loading={assess.isPending}>
            {t('levels.saveMyLevel')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
