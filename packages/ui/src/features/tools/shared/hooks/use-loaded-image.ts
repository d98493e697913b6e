// Loads an image for drawing on a canvas. Remote images are requested with CORS so the
// canvas stays exportable (a tainted canvas cannot become a PNG).
import { useEffect, useState } from 'react';

export type LoadedImage =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'loaded'; image: HTMLImageElement }
  | { status: 'error' };

export function useLoadedImage(src: string | null | undefined): LoadedImage {
  const [state, setState] = useState<LoadedImage>({ status: 'none' });

  useEffect(() => {
    if (!src) {
      setState({ status: 'none' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    const image = new Image();
    if (!src.startsWith('blob:') && !src.startsWith('data:')) image.crossOrigin = 'anonymous';
    image.onload = () => !cancelled && setState({ status: 'loaded', image });
    image.onerror = () => !cancelled && setState({ status: 'error' });
    image.src = src;
    return () => {
      cancelled = true;
    };
  }, [src]);

  return state;
}
