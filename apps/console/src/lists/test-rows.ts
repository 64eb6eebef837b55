import type { ListRow } from '@gdzyz/api-client'
import type { ListDescriptor } from './descriptor'

const SURNAMES = ['陈', '李', '张', '黄', '林', '王', '吴', '刘']

/** Deterministic volunteer rows with long ids, for tests and stories. */
export function volunteerRows(count: number): ListRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: (9007199254740993000n + BigInt(i)).toString(),
    name: `${SURNAMES[i % SURNAMES.length]}志愿者${i + 1}`,
    idCard: `4401041990${String((i % 12) + 1).padStart(2, '0')}01${String(1000 + i).slice(-4)}`,
    mobile: `138${String(10000000 + i).slice(-8)}`,
    districtId: i % 2 ? '440100' : '440300',
    status: i % 3,
    // Newest first in id order, so the default order (createTime desc) is the id order.
    createTime: `${new Date(Date.UTC(2024, 11, 31) - i * 86_400_000).toISOString().slice(0, 10)} 09:30:00`,
    address: `广州市天河区体育西路 ${i + 1} 号`,
  }))
}

export const volunteerDescriptor: ListDescriptor = {
  resource: 'volunteers',
  titleField: 'name',
  keyword: 'person',
  status: 'audit',
  columns: [
    { field: 'id', label: 'id', kind: 'id' },
    { field: 'name', label: 'realName', sortable: true },
    { field: 'idCard', label: 'idCard', kind: 'idCard' },
    { field: 'mobile', label: 'mobile', kind: 'mobile' },
    { field: 'districtId', label: 'district', kind: 'district' },
    { field: 'status', label: 'status', kind: 'status' },
    { field: 'createTime', label: 'createTime', kind: 'dateTime', sortable: true },
  ],
  filters: [{ kind: 'status' }, { kind: 'district' }, { kind: 'dateRange', label: 'createTime' }],
  defaultSort: { field: 'createTime', order: 'desc' },
  detail: [
    { field: 'id', label: 'id', kind: 'id' },
    { field: 'name', label: 'realName' },
    { field: 'idCard', label: 'idCard', kind: 'idCard' },
    { field: 'mobile', label: 'mobile', kind: 'mobile' },
    { field: 'address', label: 'address' },
    { field: 'status', label: 'status', kind: 'status' },
  ],
}
