import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';
import './global.css';

/** The whole web app: providers around the browser's router. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
