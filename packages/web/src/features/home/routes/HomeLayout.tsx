import { Outlet } from 'react-router-dom';
import { useWide } from '../../../lib/viewport';
import { BottomTabs } from '../components/BottomTabs';

/** /home and its children: bottom tabs on phones (the desktop navigation is the shell's). */
export function HomeLayout() {
  const wide = useWide();
  return (
    <div className={wide ? 'home' : 'home home--tabs'}>
      <Outlet />
      {!wide && <BottomTabs />}
    </div>
  );
}
