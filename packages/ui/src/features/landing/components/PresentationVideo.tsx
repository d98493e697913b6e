import { AspectRatio, Box, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** The presentation video on YouTube (marketing owns the id). */
export const PRESENTATION_VIDEO_ID = 'M7lc1UVf-VE';

const embedUrl =
  `https://www.youtube-nocookie.com/embed/${PRESENTATION_VIDEO_ID}` +
  `?autoplay=1&mute=1&loop=1&playlist=${PRESENTATION_VIDEO_ID}&playsinline=1&controls=1&rel=0&modestbranding=1`;

/** Run `callback` when the browser is idle (or soon, where requestIdleCallback is missing). */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1500);
  return () => clearTimeout(id);
}

/**
 * The autoplaying, muted presentation video. Nothing from the video provider loads until the
 * page is idle and the player is on screen: a poster holds its place, so the video never
 * delays the landing page. The privacy-enhanced domain sets no cookies before playback.
 */
export function PresentationVideo() {
  const holder = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element || load) return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        cancelIdle = whenIdle(() => setLoad(true));
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [load]);

  return (
    <Box ref={holder} w="100%" maw={860} mt="lg">
      <AspectRatio ratio={16 / 9}>
        <Box
          pos="relative"
          style={{
            borderRadius: 16,
            overflow: 'hidden',
            background: 'linear-gradient(135deg, #a3002c, #fd1455)',
          }}
        >
          {!playing && (
            <Center pos="absolute" inset={0} aria-hidden>
              <Stack align="center" gap="xs">
                <ThemeIcon size={72} radius="xl" color="white" c="brand.8" variant="filled">
                  <IconPlayerPlayFilled size={36} />
                </ThemeIcon>
                <Text c="white" fw={700}>
                  Conheça o QR Link em 1 minuto
                </Text>
              </Stack>
            </Center>
          )}
          {load && (
            <iframe
              src={embedUrl}
              title="Vídeo de apresentação do QR Link"
              loading="lazy"
              allow="autoplay; encrypted-media; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              onLoad={() => setPlaying(true)}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          )}
        </Box>
      </AspectRatio>
    </Box>
  );
}
