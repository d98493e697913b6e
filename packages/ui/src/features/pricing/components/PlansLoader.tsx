import { Center, Loader } from '@mantine/core';

/** The height the plans' loader keeps, about the cards' own on a computer. */
const PLANS_MIN_HEIGHT = 560;

/**
 * The plans while they load. As tall as the cards are on a computer: on a phone what follows
 * stays below the fold until they arrive, so nothing the visitor sees moves when they do.
 */
export function PlansLoader() {
  return (
    <Center py="xl" mih={PLANS_MIN_HEIGHT} role="status" aria-label="Carregando planos">
      <Loader />
    </Center>
  );
}
