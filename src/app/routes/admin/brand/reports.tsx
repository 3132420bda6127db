// A brand's 経営レポート: the same screen as /admin/reports, for the brand in the address.
export { Component } from '../reports';
