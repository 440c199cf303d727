import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { myLevelsQueryOptions } from '../api/levels.ts';

/** On first use, until the member has a level in some sport: the way to the self-assessment. */
export function LevelPrompt() {
  const { data } = useQuery(myLevelsQueryOptions());
  if (!data || data.sports.some((s) => s.level)) return null;
  return (
    <Alert color="grape" title="¿Cuál es tu nivel?" mb="md">
      Responde cinco preguntas y te mostraremos tu nivel de 0.0 a 7.0, para jugar con gente de tu
      nivel.{' '}
      <Anchor
        c="grape.9"
        fw={700}
        underline="always"
        renderRoot={(props) => <Link to="/profile" search={{ tab: 'nivel' }} {...props} />}
      >
        Calcular mi nivel
      </Anchor>
    </Alert>
  );
}
