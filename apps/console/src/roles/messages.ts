import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'

const zhCN = {
  roleTitle: '角色名称',
  roleCode: '角色编码',
  adminCount: '管理员数',
  createTime: '创建时间',
  actions: '操作',
  search: '搜索角色',
  searchPlaceholder: '角色名称或编码',
  add: '新增角色',
  rename: '重命名',
  remove: '删除',
  permissions: '权限分配',
  menus: '菜单分配',
  save: '保存',
  saving: '保存中…',
  cancel: '取消',
  confirmRemoveTitle: '删除角色',
  confirmRemove: '确定删除角色「{{title}}」吗？删除后不能恢复。',
  addTitle: '新增角色',
  renameTitle: '重命名角色',
  titleRequired: '请输入角色名称',
  titleTooLong: '角色名称不能超过20个字',
  titleFormat: '角色名称只能包含汉字、字母和数字',
  created: '已新增角色「{{title}}」',
  renamed: '已重命名为「{{title}}」',
  removed: '已删除角色「{{title}}」',
  empty: '暂无角色',
  noMatch: '没有符合条件的角色',
  count: '共 {{count}} 个角色',
  loadFailed: '角色加载失败：{{msg}}',
  retry: '重试',
  chooseRole: '选择角色',
  chooseRoleHint: '请选择要分配的角色',
  roleMissing: '角色不存在或已被删除',
  permissionHint: '勾选的页面与功能，该角色的管理员在下次登录后可用。',
  menuHint: '勾选的菜单，该角色的管理员在下次登录后可见；只对已分配权限的页面生效。',
  searchCodes: '搜索权限',
  searchCodesPlaceholder: '页面名称或编码',
  selectAll: '全选',
  clearAll: '清空',
  selectedCount: '已选 {{count}} / {{total}}',
  dirty: '有未保存的修改',
  saved: '保存成功',
  noCodeMatch: '没有符合条件的权限',
  backToRoles: '返回角色管理',
  builtIn: '内置',
}

type Messages = typeof zhCN

const zhTW: Messages = {
  roleTitle: '角色名稱',
  roleCode: '角色編碼',
  adminCount: '管理員數',
  createTime: '建立時間',
  actions: '操作',
  search: '搜尋角色',
  searchPlaceholder: '角色名稱或編碼',
  add: '新增角色',
  rename: '重新命名',
  remove: '刪除',
  permissions: '權限分配',
  menus: '選單分配',
  save: '儲存',
  saving: '儲存中…',
  cancel: '取消',
  confirmRemoveTitle: '刪除角色',
  confirmRemove: '確定刪除角色「{{title}}」嗎？刪除後無法復原。',
  addTitle: '新增角色',
  renameTitle: '重新命名角色',
  titleRequired: '請輸入角色名稱',
  titleTooLong: '角色名稱不能超過20個字',
  titleFormat: '角色名稱只能包含漢字、字母和數字',
  created: '已新增角色「{{title}}」',
  renamed: '已重新命名為「{{title}}」',
  removed: '已刪除角色「{{title}}」',
  empty: '尚無角色',
  noMatch: '沒有符合條件的角色',
  count: '共 {{count}} 個角色',
  loadFailed: '角色載入失敗：{{msg}}',
  retry: '重試',
  chooseRole: '選擇角色',
  chooseRoleHint: '請選擇要分配的角色',
  roleMissing: '角色不存在或已被刪除',
  permissionHint: '勾選的頁面與功能，該角色的管理員在下次登入後可用。',
  menuHint: '勾選的選單，該角色的管理員在下次登入後可見；只對已分配權限的頁面生效。',
  searchCodes: '搜尋權限',
  searchCodesPlaceholder: '頁面名稱或編碼',
  selectAll: '全選',
  clearAll: '清空',
  selectedCount: '已選 {{count}} / {{total}}',
  dirty: '有未儲存的修改',
  saved: '儲存成功',
  noCodeMatch: '沒有符合條件的權限',
  backToRoles: '返回角色管理',
  builtIn: '內建',
}

export const roleMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

export type RoleText = Messages

/** The role pages' texts in the current interface language. */
export function useRoleText(): Messages {
  return roleMessages[useLocale()]
}

/** Puts values into a text's {{name}} slots. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => String(values[name] ?? slot))
