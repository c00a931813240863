// Entities of spec section 3.

/** A menu item as the server sends it (spec section 3 "Menu item"). */
export interface MenuItem {
  id: number | string;
  menuRoute: string;
  /** the view key */
  note?: string;
  /** 1 = hidden */
  exclusiveFG?: number | string;
  menuDisp: string;
  sysModule?: string;
  menuLogo?: string;
  menuType: 'D' | 'F' | string;
  parentMenuID?: number | string;
  mid?: string;
  orderNum?: number;
  [extra: string]: unknown;
}

export interface UserInfo {
  roles: string[];
  menuList: MenuItem[];
  username?: string;
  name?: string;
  permissions?: string[];
  permisaction?: string[];
  workNo?: string;
  deptName?: string;
  avatar?: string;
  introduction?: string;
  userId?: number | string;
  userID?: number | string;
  id?: number | string;
  lastPwdDays?: number;
  /** why the password must be changed now ('new', 'reset', 'expired'; '' none); absent from older servers */
  pwdChangeReason?: string;
  activeRole?: string;
  [extra: string]: unknown;
}

export interface LabelValue { label: string; value: string | number }
export interface FlowStatus { key: string; name: string }
export interface CurrentApp { name: string; mid: string }

export interface SessionState {
  token: string;
  newToken: string;
  newUserInfo: UserInfo | null;
  name: string;
  username: string;
  workNo: string;
  deptName: string;
  avatar: string;
  introduction: string;
  roles: string[];
  activeRole: string;
  menuList: MenuItem[];
  permissions: string[];
  permisaction: string[];
  userId: number | string | '';
  userID: number | string | '';
  id: number | string | '';
  lastPwdDays: number;
  /** the server's pwdChangeReason; null when the server does not send one (src/core/session/passwordPolicy.ts) */
  pwdChangeReason: string | null;
  circulationStatus: LabelValue[];
  flowStatus: FlowStatus[];
  currentApp: CurrentApp | null;
  /** bumps whenever routes must be regenerated (login, role switch) */
  routesVersion: number;
  /**
   * The session ended while this page was open: a logout here, or in another tab or bundle of this origin
   * (sessionSync.ts). Elements show the signed-out state; a renderer asks to sign in before it submits.
   * False again at the next sign-in.
   */
  signedOut: boolean;
}
