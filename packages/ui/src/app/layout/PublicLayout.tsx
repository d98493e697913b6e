import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '@/lib/components/FullPageLoader';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Navbar and footer around every screen, with a skip link to the main content. */
export function PublicLayout() {
  return (
    <>
      <a className="qrlink-skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <Navbar />
      <Box component="main" id="conteudo" tabIndex={-1} mih="70vh" style={{ outline: 'none' }}>
        <Suspense fallback={<FullPageLoader label="Carregando..." />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
}
