import { Accordion } from '@mantine/core';
import type { FaqItem } from '@/content/faq';

export function FaqList({ items, headingOrder }: { items: FaqItem[]; headingOrder: 2 | 3 }) {
  return (
    <Accordion variant="separated" radius="md" order={headingOrder}>
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
