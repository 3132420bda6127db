import type { Device, DeviceKind, DeviceStatus } from '../../../src/lib/model/device';
import { demoAssets } from './assets';
import { demoAutoId } from './demo-auto-id';
import { at } from './demo-clock';
import { demoSpaces } from './occupancy';

export interface DemoDevice {
  id: string;
  data: Device;
}

const lastSeen = at('2026-11-20 08:55');

/**
 * Per published asset: a gateway, a camera and smart locks on a few occupied spaces. A handful
 * are offline, in maintenance or low on battery, so the device list has something to flag.
 */
export const demoDevices: DemoDevice[] = demoAssets
  .filter((a) => a.data.published)
  .flatMap((asset, n) => {
    const devices: DemoDevice[] = [];
    const add = (
      suffix: string,
      kind: DeviceKind,
      name: string,
      spaceId: string | null,
      status: DeviceStatus,
      battery: number | null,
      note = '',
    ) => {
      const serialPrefix = { 'smart-lock': 'SL', gateway: 'GW', camera: 'CM', sensor: 'EN' }[kind];
      devices.push({
        id: demoAutoId(`device/${asset.brandId}/${asset.id}/${suffix}`),
        data: {
          name,
          kind,
          serialNumber: `${serialPrefix}-${asset.id.replace('-', '')}-${suffix.toUpperCase()}`,
          brandId: asset.brandId,
          assetId: asset.id,
          spaceId,
          status,
          batteryLevel: battery,
          lastSeenAt: status === 'offline' ? at('2026-11-18 23:12') : lastSeen,
          note,
          createdAt: asset.data.createdAt,
          updatedAt: status === 'online' ? asset.data.createdAt : at('2026-11-19 10:00'),
        },
      });
    };
    add(
      'gw',
      'gateway',
      `${asset.data.name} ゲートウェイ`,
      null,
      n === 4 ? 'maintenance' : 'online',
      null,
      n === 4 ? 'ファームウェア更新作業中（11/19〜）' : '',
    );
    add(
      'cam1',
      'camera',
      `${asset.data.name} 入口カメラ`,
      null,
      n === 7 ? 'offline' : 'online',
      null,
      n === 7 ? '11/18夜から通信なし。電源の確認を手配済み' : '',
    );
    if (asset.brandId === 'sorakura')
      add('env', 'sensor', `${asset.data.name} 温湿度センサー`, null, 'online', 80 - n * 5);
    const held = demoSpaces
      .filter(
        (s) =>
          s.brandId === asset.brandId && s.assetId === asset.id && s.data.status === 'occupied',
      )
      .slice(0, 3);
    held.forEach((space, i) => {
      const battery = (n * 17 + i * 29) % 100;
      add(
        `lock-${space.id.toLowerCase()}`,
        'smart-lock',
        `${space.data.label} スマートロック`,
        space.id,
        'online',
        battery,
        battery < 20 ? '電池残量低下。次回巡回時に交換' : '',
      );
    });
    return devices;
  });
