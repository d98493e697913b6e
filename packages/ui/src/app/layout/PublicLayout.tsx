import { Box } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '@/lib/components/FullPageLoader';
import { screenHydrated } from '@/lib/hydration';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Inside the screen's Suspense boundary: its effect runs once the screen is on the page. */
function ScreenShown() {
  useEffect(screenHydrated, []);
  return null;
}

/** Navbar and footer around every screen, with a skip link to the main content. */
export function PublicLayout() {
  // Leaving the layout before its screen hydrated (an error page replacing it) ends the wait too.
  useEffect(() => screenHydrated, []);
  return (
    <>
      <a className="qrlink-skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <Navbar />
      <Box component="main" id="conteudo" tabIndex={-1} mih="70vh" style={{ outline: 'none' }}>
        <Suspense fallback={<FullPageLoader label="Carregando..." />}>
          <Outlet />
          <ScreenShown />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
}
