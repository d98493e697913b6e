import { AspectRatio, Box, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';

/** The presentation video on YouTube (marketing owns the id). */
const PRESENTATION_VIDEO_ID = 'M7lc1UVf-VE';

const embedUrl =
  `https://www.youtube-nocookie.com/embed/${PRESENTATION_VIDEO_ID}` +
  `?autoplay=1&mute=1&loop=1&playlist=${PRESENTATION_VIDEO_ID}&playsinline=1&controls=1&rel=0&modestbranding=1`;

/**
 * The autoplaying, muted presentation video. Until someone asks for it, a poster holds its
 * place: nothing loads from the video provider (the landing page stays light, and offline it is
 * a poster, not a broken frame). The privacy-enhanced domain sets no cookies before playback.
 */
export function PresentationVideo() {
  const [load, setLoad] = useState(false);
  const [playing, setPlaying] = useState(false);

  return (
    <Box w="100%" maw={860} mt="lg">
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
            <UnstyledButton
              pos="absolute"
              inset={0}
              display="flex"
              style={{ alignItems: 'center', justifyContent: 'center' }}
              onClick={() => setLoad(true)}
              disabled={load}
            >
              <Stack align="center" gap="xs">
                <ThemeIcon size={72} radius="xl" color="white" c="brand.8" variant="filled">
                  <IconPlayerPlayFilled size={36} />
                </ThemeIcon>
                <Text c="white" fw={700}>
                  {load ? 'Carregando o vídeo...' : 'Conheça o QR Link em 1 minuto'}
                </Text>
              </Stack>
            </UnstyledButton>
          )}
          {load && (
            <iframe
              src={embedUrl}
              title="Vídeo de apresentação do QR Link"
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
