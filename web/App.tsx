import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HomePage } from './features/home/HomePage';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/NotFoundPage';
import { Toaster } from './ui/toast/Toaster';

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<HomePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
      <Toaster />
    </ErrorBoundary>
  );
}
