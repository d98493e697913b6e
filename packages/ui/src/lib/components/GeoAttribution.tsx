// Country and city come from DB-IP's free database, whose licence (CC BY 4.0) asks every page
// that shows them to link back to DB-IP.
import { Anchor, Text } from '@mantine/core';

export function GeoAttribution() {
  return (
    <Text size="xs" c="dimmed">
      Localização por endereço IP:{' '}
      {/* Underlined: inside a sentence, colour alone does not mark a link (WCAG 1.4.1). */}
      <Anchor
        href="https://db-ip.com"
        target="_blank"
        rel="noopener noreferrer"
        inherit
        underline="always"
      >
        IP Geolocation by DB-IP
      </Anchor>
    </Text>
  );
}
