// menuLogo (an antd icon name in kebab-case) -> icon. Unknown names get a neutral icon. Always beside
// the entry's text: decoration, hidden from screen readers (antd would announce its name, "home").
import {
  AlertOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, CheckCircleOutlined, CheckSquareOutlined, ClockCircleOutlined,
  CopyOutlined, DashboardOutlined, EditOutlined, ExperimentOutlined, EyeOutlined, FileDoneOutlined, FileOutlined, FileSearchOutlined,
  FileTextOutlined, FormOutlined, HomeOutlined, LockOutlined, MedicineBoxOutlined, MenuOutlined, MessageOutlined, NotificationOutlined, PlusOutlined,
  ProfileOutlined, SafetyCertificateOutlined, SafetyOutlined, ScheduleOutlined, SearchOutlined, SettingOutlined, SolutionOutlined,
  StarOutlined, TableOutlined, TeamOutlined, ToolOutlined, UnorderedListOutlined, UploadOutlined, UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  alert: AlertOutlined, apartment: ApartmentOutlined, appstore: AppstoreOutlined, audit: AuditOutlined, 'bar-chart': BarChartOutlined, 'check-circle': CheckCircleOutlined,
  'check-square': CheckSquareOutlined, 'clock-circle': ClockCircleOutlined, copy: CopyOutlined, dashboard: DashboardOutlined, edit: EditOutlined,
  experiment: ExperimentOutlined, eye: EyeOutlined, 'file-done': FileDoneOutlined, 'file-search': FileSearchOutlined, 'file-text': FileTextOutlined,
  form: FormOutlined, home: HomeOutlined, lock: LockOutlined, 'medicine-box': MedicineBoxOutlined, menu: MenuOutlined, message: MessageOutlined,
  notification: NotificationOutlined, plus: PlusOutlined, profile: ProfileOutlined, 'safety-certificate': SafetyCertificateOutlined, safety: SafetyOutlined, schedule: ScheduleOutlined,
  search: SearchOutlined, setting: SettingOutlined, solution: SolutionOutlined, star: StarOutlined, table: TableOutlined, team: TeamOutlined,
  tool: ToolOutlined, 'unordered-list': UnorderedListOutlined, upload: UploadOutlined, user: UserOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || FileOutlined;
  return <Icon aria-hidden />;
}
