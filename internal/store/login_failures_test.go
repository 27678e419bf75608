package store

import (
	"context"
	"fmt"
	"time"
)

// LoginFailures counts the failed logins from ip within the last period.
func (db *DB) LoginFailures(ctx context.Context, ip string, period time.Duration) (int, error) {
	var n int64
	err := db.gorm.WithContext(ctx).Model(&loginAttemptRow{}).
		Where("ip = ? AND at > ? AND success = ? AND refused = ?", ip, db.now().Add(-period), false, false).Count(&n).Error
	if err != nil {
		return 0, fmt.Errorf("login failures: %w", err)
	}
	return int(n), nil
}
