import type { ReactNode } from 'react';

/** The flow's card, with the summary beside it on wide screens. */
export function FlowFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pb-12 lg:grid-cols-[1fr_20rem]">
      <div className="card min-h-[28rem] min-w-0 p-4 sm:p-6">{children}</div>
      {aside}
    </div>
  );
}
