import { useMutation } from '@tanstack/react-query';
import { createShortLink } from '@qrlink/data/short-links/create-short-link';

/** The public tool's one mutation; errors arrive already mapped to pt-BR (AppError). */
export function useCreateShortLink() {
  return useMutation({ mutationFn: createShortLink });
}
