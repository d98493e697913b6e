// 'Domínio' of a dynamic QR code or short link (docs/product/custom-domains.md, "Codes on a
// domain"): the address printed on it, the app's or one of the workspace's verified own domains.
// Shown only once there is a domain to choose (or the code already prints one). The code keeps
// answering on the app's address and on its workspace's other domains, so changing it never
// breaks what was printed before.
import { Select } from '@mantine/core';
import { useCustomDomains } from '../queries/custom-domains';
import { usePublicOrigin } from '../use-public-origin';

/** Mantine's Select wants a non-empty value for each option: this one is the app's address. */
const APP_ADDRESS = 'app';

export function DomainSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (domainId: string | null) => void;
}) {
  const origin = usePublicOrigin();
  const domains = useCustomDomains();
  const verified = (domains.data ?? []).filter(
    (domain) => domain.verified_at || domain.id === value,
  );
  if (verified.length === 0) return null;
  return (
    <Select
      label="Domínio"
      description="O endereço impresso usa este domínio. O código também continua abrindo no endereço do QR Link."
      allowDeselect={false}
      data={[
        { value: APP_ADDRESS, label: `${new URL(origin).host} (padrão)` },
        ...verified.map((domain) => ({ value: domain.id, label: domain.hostname })),
      ]}
      value={value ?? APP_ADDRESS}
      onChange={(chosen) => onChange(!chosen || chosen === APP_ADDRESS ? null : chosen)}
    />
  );
}
