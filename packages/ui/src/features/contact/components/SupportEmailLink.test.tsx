import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { SupportEmailLink } from './SupportEmailLink';

vi.mock('@qrlink/data/contact/get-support-email', () => ({
  getSupportEmail: vi.fn(async () => 'ajuda@example.com'),
}));

describe('SupportEmailLink', () => {
  it('links to the address from the runtime configuration', async () => {
    renderWithProviders(
      <p>
        Escreva para <SupportEmailLink />.
      </p>,
    );
    const link = await screen.findByRole('link', { name: 'ajuda@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:ajuda@example.com');
  });
});
