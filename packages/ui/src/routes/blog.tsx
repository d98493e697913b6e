import { Text } from '@mantine/core';
import { InfoPage } from '@/features/info/components/InfoPage';

export default function BlogPage() {
  return (
    <InfoPage title="Blog">
      <Text>Em breve: dicas sobre QR Codes, marketing e análise de resultados.</Text>
    </InfoPage>
  );
}
