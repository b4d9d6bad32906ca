import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { Pagination, type PaginationProps } from './Pagination';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [rowCount, setRowCount] = useState(props.rowCount);
  return (
    <Pagination
      {...props}
      page={page}
      rowCount={rowCount}
      onPageChange={setPage}
      onRowCountChange={(n) => {
        setRowCount(n);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'UI Kit/Data/Pagination',
  component: Pagination,
  args: { page: 2, rowCount: 10, total: 45, onPageChange: () => undefined, onRowCountChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const Empty: Story = { args: { page: 1, total: 0 } };
